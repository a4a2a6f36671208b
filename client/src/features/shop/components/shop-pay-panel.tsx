import { useMutation } from "@apollo/client/react";
import { formatYen } from "@shared/pricing";
import { SHOP_PAYMENTS, type ShopPayment, shopPaySchema } from "@shared/shop-order";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { type FragmentType, graphql, useFragment } from "../../../gql";
import { PayShopOrderMutation, ProvideShopOrderMutation } from "../api/pay-shop-order-mutation";

export const ShopPayPanelFragment = graphql(`
  fragment ShopPayPanel_order on Order {
    id
    code
    status
    total
    paymentStatus
    shopPayment
    cashReceived
    change
    paidByName
  }
`);

/** The pay screen's words: the card is taken on the counter's terminal. */
const METHOD_LABELS: Record<ShopPayment, string> = { CASH: "現金", CARD: "カード端末", PAYPAY: "PayPay" };

/**
 * お会計 right after a counter order is placed: 現金 (amount received → the server's change, large),
 * カード端末 or PayPay; or paid later at pickup. Once paid, one tap hands it over (お渡し済み).
 */
export function ShopPayPanel(props: { order: FragmentType<typeof ShopPayPanelFragment> }) {
  const order = useFragment(ShopPayPanelFragment, props.order);
  const navigate = useNavigate();
  const [method, setMethod] = useState<ShopPayment | null>(null);
  const [received, setReceived] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pay, paying] = useMutation(PayShopOrderMutation);
  const [provide, providing] = useMutation(ProvideShopOrderMutation);
  const paid = order.paymentStatus === "PAID";

  const submit = async (chosen: ShopPayment, event?: FormEvent) => {
    event?.preventDefault();
    const input = { code: order.code, method: chosen, received: chosen === "CASH" ? received : undefined };
    const checked = shopPaySchema.safeParse(input);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    const answer = await pay({
      variables: { input: { code: order.code, method: chosen, received: checked.data.received ?? null } },
    }).catch(() => null);
    const result = answer?.data?.payShopOrder;
    if (result?.__typename !== "MutationPayShopOrderSuccess")
      setError(
        result && "message" in result
          ? result.message
          : "お会計を記録できませんでした。通信環境をご確認ください",
      );
  };

  const handOver = async () => {
    const answer = await provide({ variables: { id: order.id } }).catch(() => null);
    const result = answer?.data?.markOrderProvided;
    if (result?.__typename === "MutationMarkOrderProvidedSuccess") navigate("/shop");
    else setError(result && "message" in result ? result.message : "お渡し済みにできませんでした");
  };

  if (paid) {
    return (
      <section className="shop-pay-panel" aria-labelledby="shop-pay-title">
        <h2 id="shop-pay-title" className="shop-pay-panel__title">
          お会計済み（{order.shopPayment ? METHOD_LABELS[order.shopPayment] : "—"}）
        </h2>
        {order.change !== null && order.change !== undefined ? (
          <p className="shop-change" data-testid="shop-change">
            <span className="shop-change__label">お釣り</span>
            <strong className="shop-change__amount">{formatYen(order.change)}</strong>
            <span className="shop-change__received">
              お預かり {formatYen(order.cashReceived ?? 0)} ／ 合計 {formatYen(order.total)}
            </span>
          </p>
        ) : null}
        {order.paidByName ? <p className="shop-note">担当：{order.paidByName}</p> : null}
        {order.status === "PROVIDED" ? (
          <p className="shop-note">お渡し済みです。</p>
        ) : (
          <button
            type="button"
            className="shop-button shop-button--primary shop-pay-panel__wide"
            disabled={providing.loading}
            onClick={() => void handOver()}
          >
            お渡し済みにする
          </button>
        )}
        {error ? (
          <p className="form-alert form-alert--error" role="alert">
            {error}
          </p>
        ) : null}
      </section>
    );
  }

  return (
    <section className="shop-pay-panel" aria-labelledby="shop-pay-title">
      <h2 id="shop-pay-title" className="shop-pay-panel__title">
        お会計 <strong data-testid="shop-pay-total">{formatYen(order.total)}</strong>
      </h2>
      <fieldset className="shop-pay-panel__methods">
        <legend className="visually-hidden">お支払い方法</legend>
        {SHOP_PAYMENTS.map((choice) => (
          <button
            key={choice}
            type="button"
            className={`shop-button${method === choice ? " shop-button--primary" : ""}`}
            aria-pressed={method === choice}
            disabled={paying.loading}
            onClick={() => {
              setMethod(choice);
              setError(null);
              if (choice !== "CASH") void submit(choice);
            }}
          >
            {METHOD_LABELS[choice]}
          </button>
        ))}
        <button type="button" className="shop-button" onClick={() => navigate("/shop")}>
          受け取り時に支払う
        </button>
      </fieldset>
      {method === "CASH" ? (
        <form className="shop-pay-panel__cash" onSubmit={(event) => void submit("CASH", event)} noValidate>
          <label htmlFor="shop-received">お預かり金額（円）</label>
          <input
            id="shop-received"
            inputMode="numeric"
            autoComplete="off"
            value={received}
            onChange={(e) => setReceived(e.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? "shop-pay-error" : undefined}
          />
          <button type="submit" className="shop-button shop-button--primary" disabled={paying.loading}>
            お預かりを確定
          </button>
        </form>
      ) : null}
      {error ? (
        <p className="form-alert form-alert--error" role="alert" id="shop-pay-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
