import { useLazyQuery } from "@apollo/client/react";
import { formatYen } from "@shared/pricing";
import { shopPhoneLookupSchema } from "@shared/shop-order";
import { type FormEvent, useState } from "react";
import { useCart } from "../../../domain/cart/cart-hooks";
import { formatDay } from "../../../lib/tokyo-format";
import { ShopRecentOrdersQuery } from "../api/shop-recent-orders-query";
import { type MenuProduct, repeatLines } from "./repeat-order";

/**
 * 電話番号で探す: a caller's last orders; one tap puts one of them into the running order at
 * today's menu (the panel's total is the server's quote), leaving out what is sold out.
 */
export function ShopRepeat(props: { menu: readonly MenuProduct[]; onAdded: (message: string) => void }) {
  const { actions } = useCart();
  const [open, setOpen] = useState(false);
  const [tel, setTel] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState("");
  const [find, found] = useLazyQuery(ShopRecentOrdersQuery, { fetchPolicy: "network-only" });
  const result = found.data?.shopRecentOrders;
  const orders = result?.__typename === "QueryShopRecentOrdersSuccess" ? result.data : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = shopPhoneLookupSchema.safeParse({ tel });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    const answer = await find({ variables: { tel: checked.data.tel } }).catch(() => null);
    const got = answer?.data?.shopRecentOrders;
    if (!got) setError("検索できませんでした。通信環境をご確認ください");
    else if (got.__typename === "ValidationError") setError(got.message);
  };

  const repeat = (order: NonNullable<typeof orders>[number]) => {
    const { items, missing } = repeatLines(order.items, props.menu);
    for (const item of items) actions.add(item);
    const said =
      missing.length > 0
        ? `${items.length}品を注文に追加しました。品切れ・販売終了: ${missing.join("、")}`
        : `前回のご注文（${items.length}品）を注文に追加しました`;
    setNotice(said);
    props.onAdded(said);
    setOpen(false);
  };

  return (
    <div className="shop-repeat">
      <button
        type="button"
        className="shop-button shop-repeat__toggle"
        aria-expanded={open}
        aria-controls="shop-repeat-body"
        onClick={() => {
          setOpen((o) => !o);
          setNotice("");
        }}
      >
        電話番号で探す
      </button>
      {notice && !open ? (
        <p className="shop-note" data-testid="shop-repeat-notice">
          {notice}
        </p>
      ) : null}
      {open ? (
        <div id="shop-repeat-body" className="shop-repeat__body">
          <form className="shop-repeat__form" onSubmit={(e) => void submit(e)} noValidate>
            <label htmlFor="shop-repeat-tel">お客様の電話番号</label>
            <input
              id="shop-repeat-tel"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              value={tel}
              onChange={(e) => setTel(e.target.value)}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? "shop-repeat-error" : undefined}
            />
            <button type="submit" className="shop-button shop-button--primary" disabled={found.loading}>
              探す
            </button>
          </form>
          {error ? (
            <p className="form-alert form-alert--error" role="alert" id="shop-repeat-error">
              {error}
            </p>
          ) : null}
          {orders && orders.length === 0 ? (
            <p className="shop-note" role="status">
              この電話番号のご注文は見つかりませんでした。
            </p>
          ) : null}
          {orders && orders.length > 0 ? (
            <ul className="shop-repeat__orders" aria-label="前回までのご注文">
              {orders.map((order) => (
                <li key={order.id} className="shop-repeat__order" data-testid="shop-repeat-order">
                  <span className="shop-repeat__summary">
                    {formatDay(String(order.createdAt))}　{order.lastName ? `${order.lastName} 様　` : ""}
                    {order.items
                      .map(
                        (i) => `${i.productName}${i.optionName ? `（${i.optionName}）` : ""}×${i.quantity}`,
                      )
                      .join("、")}
                    　当時 {formatYen(order.total)}
                  </span>
                  <button
                    type="button"
                    className="shop-button shop-button--primary"
                    onClick={() => repeat(order)}
                  >
                    この注文をもう一度
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
