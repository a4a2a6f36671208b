import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { PageHeading } from "../../../components/page-heading";
import { useCart } from "../../../domain/cart/cart-hooks";
import { clearTypedDraft, methodOfDraft } from "../../../domain/checkout/order-draft";
import { QuoteProblems, QuoteSummary } from "../../../domain/checkout/quote-summary";
import { useCartQuote } from "../../../domain/checkout/use-cart-quote";
import { useOrderDraft } from "../../../domain/checkout/use-order-draft";
import { DeliveryAreaSummary } from "../../../domain/delivery/delivery-area-summary";
import { useT } from "../../../lib/i18n";
import { useAfterFirstLoad } from "../../../lib/use-after-first-load";
import { useSuccessMessage } from "../../../lib/use-success-message";
import { CartLine } from "./cart-line";
import { CartSteps } from "./cart-steps";
import { preloadCheckoutForm } from "./checkout-page";
import { EditOptionsDialog } from "./edit-options-dialog";
import "../../../components/form/forms.css";
import "./cart.css";
import "./cart-notices.css";

export function CartPage() {
  const t = useT();
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
      <PageHeading eyebrow="Cart">{t("nav.cart")}</PageHeading>
      {typeof notice === "string" ? <p className="form-alert form-alert--info">{notice}</p> : null}
      {items.length === 0 ? (
        <div className="cart-empty">
          <p>{t("cart.empty")}</p>
          <Link to={method ? "/order/menu" : "/order"} className="button button--primary">
            {t("cart.chooseFromMenu")}
          </Link>
        </div>
      ) : (
        <>
          <MethodSummary method={method} />
          <ul className="cart-lines" aria-label={t("cart.lines", { count })}>
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
              {t("cart.emptyCart")}
            </button>
          </div>
          <div className="cart-summary">
            <QuoteSummary quote={quote} updating={updating} method={method} />
            {method === "DELIVERY" ? (
              <>
                <p className="cart-summary__note">{t("cart.deliveryNote")}</p>
                <DeliveryAreaSummary />
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
                {t("cart.proceed")}
              </button>
              <Link to={method ? "/order/menu" : "/order"} className="button button--ghost button--block">
                {t("cart.continueShopping")}
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
        title={t("cart.emptyConfirmTitle")}
        confirmLabel={t("cart.emptyConfirm")}
        onConfirm={() => {
          actions.empty();
          clearTypedDraft();
          setConfirmEmpty(false);
        }}
        onCancel={() => setConfirmEmpty(false)}
      >
        {t("cart.emptyConfirmText")}
      </ConfirmDialog>
    </section>
  );
}

function MethodSummary({ method }: { method: "TAKEOUT" | "DELIVERY" | null }) {
  const t = useT();
  if (!method)
    return (
      <div className="cart-method cart-method--missing" role="alert">
        <p>{t("cart.chooseMethod")}</p>
        <Link to="/order" className="button button--primary button--small">
          {t("cart.chooseMethodButton")}
        </Link>
      </div>
    );
  return (
    <div className="cart-method">
      <p>
        {t("cart.method")}
        <strong>{method === "TAKEOUT" ? t("method.takeout") : t("method.delivery")}</strong>
      </p>
      <Link to="/order" className="cart-method__change">
        {t("common.change")}
      </Link>
    </div>
  );
}
