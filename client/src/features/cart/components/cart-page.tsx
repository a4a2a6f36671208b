import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { PageHeading } from "../../../components/page-heading";
import { useCart } from "../../../domain/cart/cart-hooks";
import { DeliveryAreaList } from "../../../domain/checkout/delivery-area-list";
import { clearTypedDraft, methodOfDraft } from "../../../domain/checkout/order-draft";
import { QuoteProblems, QuoteSummary } from "../../../domain/checkout/quote-summary";
import { useCartQuote } from "../../../domain/checkout/use-cart-quote";
import { useOrderDraft } from "../../../domain/checkout/use-order-draft";
import { useAfterFirstLoad } from "../../../lib/use-after-first-load";
import { useSuccessMessage } from "../../../lib/use-success-message";
import { CartLine } from "./cart-line";
import { CartSteps } from "./cart-steps";
import { preloadCheckoutForm } from "./checkout-page";
import { EditOptionsDialog } from "./edit-options-dialog";
import "../../../components/form/forms.css";
import "./cart.css";

export function CartPage() {
  const { items, count, actions } = useCart();
  const method = methodOfDraft(useOrderDraft());
  const navigate = useNavigate();
  const [confirmEmpty, setConfirmEmpty] = useState(false);
  const [message, showMessage] = useSuccessMessage();
  // What the previous page could not do for the customer (a re-order's lines no longer on sale).
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;
  const editing = items.find((item) => item.isOpen);
  const { quote, updating } = useCartQuote(items, { method });
  const canProceed = items.length > 0 && method !== null && quote?.orderable && !updating;
  // The next step's form, fetched once this page has loaded, so 「ご注文手続きへ進む」 shows it at once.
  const warm = useAfterFirstLoad(items.length > 0);
  useEffect(() => {
    if (warm) preloadCheckoutForm();
  }, [warm]);

  return (
    <section className="cart-page">
      <CartSteps current={0} />
      <PageHeading eyebrow="Cart">カート</PageHeading>
      {typeof notice === "string" ? <p className="form-alert form-alert--info">{notice}</p> : null}
      {items.length === 0 ? (
        <div className="cart-empty">
          <p>カートに商品が入っていません。</p>
          <Link to={method ? "/order/menu" : "/order"} className="button button--primary">
            メニューから選ぶ
          </Link>
        </div>
      ) : (
        <>
          <MethodSummary method={method} />
          <ul className="cart-lines" aria-label={`カートの商品（${count}点）`}>
            {items.map((item, index) => (
              <CartLine key={item.id} item={item} quoted={quote?.lines[index]} />
            ))}
          </ul>
          <div className="cart-page__tools">
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => setConfirmEmpty(true)}
            >
              カートを空にする
            </button>
          </div>
          <div className="cart-summary">
            <QuoteSummary quote={quote} updating={updating} method={method} />
            {method === "DELIVERY" ? (
              <>
                <p className="cart-summary__note">
                  配達料と最低注文金額はお届け先の地域で決まり、ご住所の入力後に表示します。
                </p>
                <DeliveryAreaList />
              </>
            ) : null}
            <QuoteProblems quote={quote} items={items} />
            <div className="cart-summary__actions">
              <button
                type="button"
                className="button button--primary button--block"
                disabled={!canProceed}
                onClick={() => navigate("/cart/info")}
              >
                ご注文手続きへ進む
              </button>
              <Link to={method ? "/order/menu" : "/order"} className="button button--ghost button--block">
                買い物を続ける
              </Link>
            </div>
          </div>
        </>
      )}
      {editing ? <EditOptionsDialog key={editing.id} item={editing} onDone={showMessage} /> : null}
      <div className="cart-page__message" role="status">
        {message ? <p className="form-alert form-alert--success">{message}</p> : null}
      </div>
      <ConfirmDialog
        open={confirmEmpty}
        title="カートを空にしますか？"
        confirmLabel="空にする"
        onConfirm={() => {
          actions.empty();
          clearTypedDraft();
          setConfirmEmpty(false);
        }}
        onCancel={() => setConfirmEmpty(false)}
      >
        カートの商品がすべて削除されます。
      </ConfirmDialog>
    </section>
  );
}

function MethodSummary({ method }: { method: "TAKEOUT" | "DELIVERY" | null }) {
  if (!method)
    return (
      <div className="cart-method cart-method--missing" role="alert">
        <p>受け取り方法（テイクアウト・デリバリー）を選んでください。</p>
        <Link to="/order" className="button button--primary button--small">
          受け取り方法を選ぶ
        </Link>
      </div>
    );
  return (
    <div className="cart-method">
      <p>
        受け取り方法：<strong>{method === "TAKEOUT" ? "テイクアウト" : "デリバリー"}</strong>
      </p>
      <Link to="/order" className="cart-method__change">
        変更する
      </Link>
    </div>
  );
}
