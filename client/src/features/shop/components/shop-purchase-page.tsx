import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { OrderReceipt } from "../../../domain/order/order-receipt";
import { ShopOrderQuery } from "../api/shop-order-query";
import "./shop-print.css";

const RETURN_AFTER_MS = 10_000;

/** The call number, the receipt (80 mm print) and back to the menu after a few seconds or a tap. */
export function ShopPurchasePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const code = (location.state as { code?: string } | null)?.code;
  const { data } = useQuery(ShopOrderQuery, { variables: { code: code ?? "" }, skip: !code });
  useEffect(() => {
    const timer = window.setTimeout(() => navigate("/shop"), RETURN_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  if (!code) return <Navigate to="/shop" replace />;
  return (
    <div className="shop-page container shop-purchase">
      <h1 className="shop-page__title shop-no-print">ご注文ありがとうございました</h1>
      <p className="shop-call">
        <span className="shop-call__label">お呼び出し番号</span>
        <strong className="shop-call__code" data-testid="shop-call-number">
          {code}
        </strong>
      </p>
      <div className="shop-actions shop-no-print">
        <button type="button" className="shop-button" onClick={() => window.print()}>
          レシートを印刷
        </button>
        <button type="button" className="shop-button shop-button--primary" onClick={() => navigate("/shop")}>
          次のご注文へ
        </button>
      </div>
      <p className="shop-note shop-no-print">10秒後にメニューに戻ります。</p>
      {data?.order ? <OrderReceipt order={data.order} /> : null}
    </div>
  );
}
