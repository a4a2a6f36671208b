import { Link, Navigate } from "react-router";
import { PageHeading } from "../../../components/page-heading";
import { useCart } from "../../../domain/cart/cart-hooks";
import { MenuView } from "../../../domain/catalog/menu-view";
import { methodOfDraft } from "../../../domain/checkout/order-draft";
import { useOrderDraft } from "../../../domain/checkout/use-order-draft";
import { ReceptionNotice } from "../../../domain/reception/reception-notice";
import { useT } from "../../../lib/i18n";
import { MethodChoice, methodKey } from "./method-choice";
import "./order.css";

interface OrderMenuPageProps {
  /** /order/banner shows the shop's banner above the menu. */
  banner?: boolean;
}

function OrderBanner({ method }: { method: "TAKEOUT" | "DELIVERY" | null }) {
  const t = useT();
  return (
    <div className="order-banner">
      <p className="order-banner__eyebrow">{t("banner.catchphrase")}</p>
      <p className="order-banner__title">
        {method === "TAKEOUT"
          ? t("banner.takeout")
          : method === "DELIVERY"
            ? t("banner.delivery")
            : t("banner.both")}
      </p>
    </div>
  );
}

/**
 * The menu for the chosen method (the order draft). Without a choice /order/menu goes back to
 * /order; /order/banner (a campaign's landing page) keeps its banner and asks for the method here.
 */
export function OrderMenuPage({ banner }: OrderMenuPageProps) {
  const t = useT();
  const method = methodOfDraft(useOrderDraft());
  const { count } = useCart();
  if (!method && !banner) return <Navigate to="/order" replace />;
  if (!method)
    return (
      <div className="menu-page order-menu">
        <OrderBanner method={null} />
        <PageHeading eyebrow="Order">{t("nav.order")}</PageHeading>
        <p className="order-page__lead">{t("order.lead")}</p>
        <MethodChoice current={null} next="/order/banner" />
      </div>
    );
  return (
    <div className="menu-page order-menu">
      {banner ? <OrderBanner method={method} /> : null}
      <PageHeading eyebrow="Order">{t("order.menuTitle")}</PageHeading>
      <div className="order-menu__method">
        <p>
          {t("cart.method")}
          <strong data-testid="order-method">{t(methodKey(method))}</strong>
        </p>
        <Link to="/order" className="button button--ghost button--small">
          {t("common.change")}
        </Link>
      </div>
      <ReceptionNotice methods={[method]} withClosedDay />
      <MenuView method={method} detailBase="/order/" />
      {count > 0 ? (
        <div className="order-menu__cart-bar">
          <Link to="/cart" className="button button--primary">
            {t("order.toCart", { count })}
          </Link>
        </div>
      ) : null}
    </div>
  );
}

export function OrderBannerPage() {
  return <OrderMenuPage banner />;
}
