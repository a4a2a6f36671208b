import { Link, Navigate } from "react-router";
import { PageHeading } from "../../../components/page-heading";
import { useCart } from "../../../domain/cart/cart-hooks";
import { MenuView } from "../../../domain/catalog/menu-view";
import { methodOfDraft } from "../../../domain/checkout/order-draft";
import { useOrderDraft } from "../../../domain/checkout/use-order-draft";
import { ReceptionNotice } from "../../../domain/reception/reception-notice";
import { MethodChoice, methodLabel } from "./method-choice";
import "./order.css";

interface OrderMenuPageProps {
  /** /order/banner shows the shop's banner above the menu. */
  banner?: boolean;
}

function OrderBanner({ method }: { method: "TAKEOUT" | "DELIVERY" | null }) {
  return (
    <div className="order-banner">
      <p className="order-banner__eyebrow">揚げたて、広島から。</p>
      <p className="order-banner__title">
        {method === "TAKEOUT"
          ? "ネットで予約、待たずに受け取り"
          : method === "DELIVERY"
            ? "揚げたてを、ご自宅まで"
            : "ネットで予約、揚げたてをお店でもご自宅でも"}
      </p>
    </div>
  );
}

/**
 * The menu for the chosen method (the order draft). Without a choice /order/menu goes back to
 * /order; /order/banner (a campaign's landing page) keeps its banner and asks for the method here.
 */
export function OrderMenuPage({ banner }: OrderMenuPageProps) {
  const method = methodOfDraft(useOrderDraft());
  const { count } = useCart();
  if (!method && !banner) return <Navigate to="/order" replace />;
  if (!method)
    return (
      <div className="menu-page order-menu">
        <OrderBanner method={null} />
        <PageHeading eyebrow="Order">ご注文</PageHeading>
        <p className="order-page__lead">
          受け取り方法をお選びください。選んだ方法でご注文いただけるメニューをご案内します。
        </p>
        <MethodChoice current={null} next="/order/banner" />
      </div>
    );
  return (
    <div className="menu-page order-menu">
      {banner ? <OrderBanner method={method} /> : null}
      <PageHeading eyebrow="Order">ご注文メニュー</PageHeading>
      <div className="order-menu__method">
        <p>
          受け取り方法：<strong data-testid="order-method">{methodLabel(method)}</strong>
        </p>
        <Link to="/order" className="button button--ghost button--small">
          変更する
        </Link>
      </div>
      <ReceptionNotice methods={[method]} withClosedDay />
      <MenuView method={method} detailBase="/order/" />
      {count > 0 ? (
        <div className="order-menu__cart-bar">
          <Link to="/cart" className="button button--primary">
            カートに進む（{count}点）
          </Link>
        </div>
      ) : null}
    </div>
  );
}

export function OrderBannerPage() {
  return <OrderMenuPage banner />;
}
