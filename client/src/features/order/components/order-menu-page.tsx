import { Link, Navigate } from "react-router";
import { PageHeading } from "../../../components/page-heading";
import { useCart } from "../../../domain/cart/cart-hooks";
import { MenuView } from "../../../domain/catalog/menu-view";
import { methodOfDraft } from "../../../domain/checkout/order-draft";
import { useOrderDraft } from "../../../domain/checkout/use-order-draft";
import { methodLabel } from "./method-choice";
import "./order.css";

interface OrderMenuPageProps {
  /** /order/banner shows the shop's banner above the menu. */
  banner?: boolean;
}

/** The menu for the chosen method (the order draft); without a choice, back to /order. */
export function OrderMenuPage({ banner }: OrderMenuPageProps) {
  const method = methodOfDraft(useOrderDraft());
  const { count } = useCart();
  if (!method) return <Navigate to="/order" replace />;
  return (
    <div className="menu-page order-menu">
      {banner ? (
        <div className="order-banner">
          <p className="order-banner__eyebrow">揚げたて、広島から。</p>
          <p className="order-banner__title">
            {method === "TAKEOUT" ? "ネットで予約、待たずに受け取り" : "揚げたてを、ご自宅まで"}
          </p>
        </div>
      ) : null}
      <PageHeading eyebrow="Order">ご注文メニュー</PageHeading>
      <div className="order-menu__method">
        <p>
          受け取り方法：<strong data-testid="order-method">{methodLabel(method)}</strong>
        </p>
        <Link to="/order" className="button button--ghost button--small">
          変更する
        </Link>
      </div>
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
