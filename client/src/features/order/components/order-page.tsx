import { PageHeading } from "../../../components/page-heading";
import { methodOfDraft } from "../../../domain/checkout/order-draft";
import { useOrderDraft } from "../../../domain/checkout/use-order-draft";
import { DeliveryAreaList } from "../../../domain/delivery/delivery-area-list";
import { MethodChoice } from "./method-choice";
import "./order.css";

export function OrderPage() {
  const method = methodOfDraft(useOrderDraft());
  return (
    <section className="order-page">
      <PageHeading eyebrow="Order">ご注文</PageHeading>
      <p className="order-page__lead">
        受け取り方法をお選びください。選んだ方法でご注文いただけるメニューをご案内します。
      </p>
      <MethodChoice current={method} />
      <DeliveryAreaList />
    </section>
  );
}
