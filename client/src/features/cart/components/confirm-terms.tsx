import { CANCELLATION_TERMS, CANCELLATION_TERMS_PATH } from "@shared/legal";
import { formatYen } from "@shared/pricing";
import { Link } from "react-router";
import type { OrderDraft } from "../../../domain/checkout/order-draft";
import type { CartQuote } from "../../../domain/checkout/use-cart-quote";
import "./confirm-terms.css";

/** How and when the customer pays, as placeOrder and the payment's expiry (30 minutes) treat it. */
function payment(draft: OrderDraft): { how: string; when: string } {
  if (draft.paymentMethod === "CARD")
    return {
      how: "クレジットカード（オンライン決済）",
      when: "「注文を確定してお支払いへ」の次の決済画面でお支払いください。決済が完了した時点でご注文が確定します。30分以内に決済が完了しない場合、ご注文は自動でキャンセルされます。",
    };
  return draft.method === "DELIVERY"
    ? { how: "お届け時にお支払い（現金）", when: "商品のお届け時に、配達員に代金をお支払いください。" }
    : { how: "店頭でお支払い（現金）", when: "商品のお受け取り時に、店頭で代金をお支払いください。" };
}

/**
 * The last things to read before the order button (特定商取引法 12条の6): the amount to pay (the
 * server's quote), when and how it is paid, when the order is handed over, and the cancellation
 * terms with a link to them.
 */
export function ConfirmTerms({ draft, quote }: { draft: OrderDraft; quote: CartQuote | null }) {
  const { how, when } = payment(draft);
  const delivery = draft.method === "DELIVERY";
  return (
    <section className="confirm-terms" aria-labelledby="confirm-terms-title" data-testid="confirm-terms">
      <h2 className="confirm-page__title" id="confirm-terms-title">
        ご注文の前にご確認ください
      </h2>
      <dl className="info-table confirm-terms__table">
        <div className="info-table__row">
          <dt>お支払い金額</dt>
          <dd data-testid="confirm-terms-total">
            {quote
              ? `${formatYen(quote.total)}（税込${delivery ? "・配達料を含む" : ""}）`
              : "計算しています…"}
          </dd>
        </div>
        <div className="info-table__row">
          <dt>お支払い方法</dt>
          <dd>{how}</dd>
        </div>
        <div className="info-table__row">
          <dt>お支払いの時期</dt>
          <dd>{when}</dd>
        </div>
        <div className="info-table__row">
          <dt>{delivery ? "お届け日時" : "お受け取り日時"}</dt>
          <dd>
            {draft.slotLabel}
            {delivery ? "にご指定の住所へお届けします。" : "に店頭でお渡しします。"}
          </dd>
        </div>
        <div className="info-table__row">
          <dt>キャンセル・返品</dt>
          <dd>
            {CANCELLATION_TERMS}
            <br />
            <Link to={CANCELLATION_TERMS_PATH} target="_blank" rel="noreferrer">
              キャンセル・返品の条件（特定商取引法に基づく表記）
            </Link>
          </dd>
        </div>
      </dl>
    </section>
  );
}
