import { PageHeading } from "../../../components/page-heading";
import { methodOfDraft } from "../../../domain/checkout/order-draft";
import { useOrderDraft } from "../../../domain/checkout/use-order-draft";
import { DeliveryAreaList } from "../../../domain/delivery/delivery-area-list";
import { MethodChoice } from "./method-choice";
import "./order.css";
import { useT } from "../../../lib/i18n";

export function OrderPage() {
  const t = useT();
  const method = methodOfDraft(useOrderDraft());
  return (
    <section className="order-page">
      <PageHeading eyebrow="Order">{t("nav.order")}</PageHeading>
      <p className="order-page__lead">{t("order.lead")}</p>
      <MethodChoice current={method} />
      <DeliveryAreaList />
    </section>
  );
}
