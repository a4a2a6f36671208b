import { CANCELLATION_TERMS_PATH } from "@shared/legal";
import { Link } from "react-router";
import type { OrderDraft } from "../../../domain/checkout/order-draft";
import type { CartQuote } from "../../../domain/checkout/use-cart-quote";
import { type MessageKey, useFormats, useT } from "../../../lib/i18n";
import "./confirm-terms.css";

/** How and when the customer pays, as placeOrder and the payment's expiry (30 minutes) treat it. */
function payment(draft: OrderDraft): { how: MessageKey; when: MessageKey } {
  if (draft.paymentMethod === "CARD") return { how: "payment.cardOnline", when: "terms.whenCard" };
  return draft.method === "DELIVERY"
    ? { how: "terms.howOnDelivery", when: "terms.whenOnDelivery" }
    : { how: "terms.howAtShop", when: "terms.whenAtShop" };
}

/**
 * The last things to read before the order button (特定商取引法 12条の6): the amount to pay (the
 * server's quote), when and how it is paid, when the order is handed over, and the cancellation
 * terms with a link to them.
 */
export function ConfirmTerms({ draft, quote }: { draft: OrderDraft; quote: CartQuote | null }) {
  const t = useT();
  const { yen } = useFormats();
  const { how, when } = payment(draft);
  const delivery = draft.method === "DELIVERY";
  return (
    <section className="confirm-terms" aria-labelledby="confirm-terms-title" data-testid="confirm-terms">
      <h2 className="confirm-page__title" id="confirm-terms-title">
        {t("terms.title")}
      </h2>
      <dl className="info-table confirm-terms__table">
        <div className="info-table__row">
          <dt>{t("terms.amount")}</dt>
          <dd data-testid="confirm-terms-total">
            {quote
              ? t(delivery ? "terms.amountWithDelivery" : "terms.amountValue", { total: yen(quote.total) })
              : t("terms.calculating")}
          </dd>
        </div>
        <div className="info-table__row">
          <dt>{t("checkout.payment")}</dt>
          <dd>{t(how)}</dd>
        </div>
        <div className="info-table__row">
          <dt>{t("terms.when")}</dt>
          <dd>{t(when)}</dd>
        </div>
        <div className="info-table__row">
          <dt>{delivery ? t("checkout.deliveryTime") : t("checkout.pickupTime")}</dt>
          <dd>
            {t(delivery ? "terms.handOverDelivery" : "terms.handOverTakeout", { slot: draft.slotLabel })}
          </dd>
        </div>
        <div className="info-table__row">
          <dt>{t("terms.cancel")}</dt>
          <dd>
            {t("legal.cancellationTerms")}
            <br />
            <Link to={CANCELLATION_TERMS_PATH} target="_blank" rel="noreferrer">
              {t("terms.cancelLink")}
            </Link>
          </dd>
        </div>
      </dl>
    </section>
  );
}
