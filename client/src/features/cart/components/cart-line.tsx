import { useState } from "react";
import { useServerText } from "../../../components/form/server-text";
import { type CartItem, MAX_COUNT, MIN_COUNT } from "../../../domain/cart/cart-items";
import { cartActions } from "../../../domain/cart/cart-store";
import { useFormats, useT } from "../../../lib/i18n";

interface CartLineProps {
  item: CartItem;
  /** The server's amounts for this line; absent while the quote is on its way. */
  quoted?: {
    unitAmount: number | null;
    amount: number | null;
    problems: readonly { code: string; message: string }[];
  };
  /** The confirmation step shows the line without controls. */
  readOnly?: boolean;
}

export function optionSummary(item: CartItem): string[] {
  const parts: string[] = [];
  if (item.options.option) parts.push(item.options.option.name);
  for (const topping of item.options.toppings) parts.push(`${topping.toppingName}（${topping.name}）`);
  return parts;
}

export function CartLine({ item, quoted, readOnly }: CartLineProps) {
  const t = useT();
  const serverText = useServerText();
  const { yen, taxIncluded } = useFormats();
  const [imageFailed, setImageFailed] = useState(false);
  const details = optionSummary(item);
  return (
    <li className="cart-line" data-testid="cart-line">
      <div className="cart-line__media" aria-hidden="true">
        {item.img && !imageFailed ? (
          <img src={item.img} alt="" width={96} height={72} onError={() => setImageFailed(true)} />
        ) : (
          <span className="cart-line__no-image">唐</span>
        )}
      </div>
      <div className="cart-line__body">
        <h2 className="cart-line__name">{item.name}</h2>
        {details.length > 0 ? (
          <ul className="cart-line__options" aria-label={t("cart.choices")}>
            {details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        ) : null}
        {quoted?.unitAmount != null ? (
          <p className="cart-line__unit">{t("cart.unitPrice", { price: taxIncluded(quoted.unitAmount) })}</p>
        ) : null}
        {quoted?.problems.length ? (
          <p className="cart-line__problem" data-testid="cart-line-problem">
            {[...new Set(quoted.problems.map(serverText))].join(" ")}
          </p>
        ) : null}
      </div>
      <div className="cart-line__side">
        {readOnly ? (
          <p className="cart-line__count">× {item.count}</p>
        ) : (
          <fieldset className="cart-line__stepper" aria-label={t("cart.quantityOf", { name: item.name })}>
            <button
              type="button"
              className="cart-line__step"
              onClick={() => cartActions.changeCount(item.id, item.count - 1)}
              disabled={item.count <= MIN_COUNT}
              aria-label={t("cart.decrease", { name: item.name })}
            >
              −
            </button>
            <output className="cart-line__count" aria-live="polite" data-testid="cart-line-count">
              {item.count}
            </output>
            <button
              type="button"
              className="cart-line__step"
              onClick={() => cartActions.changeCount(item.id, item.count + 1)}
              disabled={item.count >= MAX_COUNT}
              aria-label={t("cart.increase", { name: item.name })}
            >
              ＋
            </button>
          </fieldset>
        )}
        <p className="cart-line__total" data-testid="cart-line-total">
          {quoted?.amount != null ? yen(quoted.amount) : "—"}
        </p>
        {readOnly ? null : (
          <div className="cart-line__links">
            <button
              type="button"
              className="button--link"
              onClick={() => cartActions.setOpen(item.id, true)}
              aria-haspopup="dialog"
            >
              {t("cart.edit")}
              <span className="visually-hidden">{t("common.aboutName", { name: item.name })}</span>
            </button>
            <button type="button" className="button--link" onClick={() => cartActions.remove(item.id)}>
              {t("cart.remove")}
              <span className="visually-hidden">{t("common.aboutName", { name: item.name })}</span>
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
