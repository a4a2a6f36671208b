import { useQuery } from "@apollo/client/react";
import { SHOP } from "@shared/constants";
import { Navigate, useLocation, useNavigate } from "react-router";
import { OrderReceipt } from "../../../domain/order/order-receipt";
import { ShopOrderQuery } from "../api/shop-order-query";
import { ShopPayPanel } from "./shop-pay-panel";
import "./shop-print.css";

/** The call number, お会計 for a counter order, the receipt (80 mm print) and back to the order screen. */
export function ShopPurchasePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const code = (location.state as { code?: string } | null)?.code;
  const { data } = useQuery(ShopOrderQuery, { variables: { code: code ?? "" }, skip: !code });
  if (!code) return <Navigate to="/shop" replace />;
  return (
    <div className="shop-page container shop-purchase">
      <h1 className="shop-page__title shop-no-print">ご注文ありがとうございました</h1>
      <p className="shop-call">
        <span className="shop-call__label">呼出番号</span>
        <strong className="shop-call__code" data-testid="shop-call-number">
          {data?.order?.callNumber ?? "—"}
        </strong>
        <span className="shop-call__ref">
          注文番号 <span data-testid="shop-order-code">{code}</span>
        </span>
      </p>
      {data?.order?.shopKind === "COUNTER" ? (
        <div className="shop-no-print">
          <ShopPayPanel order={data.order} />
        </div>
      ) : null}
      <div className="shop-actions shop-no-print">
        <button type="button" className="shop-button" onClick={() => window.print()}>
          レシートを印刷
        </button>
        <button type="button" className="shop-button shop-button--primary" onClick={() => navigate("/shop")}>
          次のご注文へ
        </button>
      </div>
      {data?.order ? (
        <section className="shop-receipt" aria-label="レシート">
          <p className="shop-receipt__title">{SHOP.name}　レシート（適格簡易請求書）</p>
          <OrderReceipt order={data.order} />
        </section>
      ) : null}
    </div>
  );
}
