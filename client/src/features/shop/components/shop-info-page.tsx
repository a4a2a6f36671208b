import { useQuery } from "@apollo/client/react";
import { ORDER_LIMITS } from "@shared/order";
import { SHOP_ORDER_LABELS, SHOP_PAYMENT_LABELS, SHOP_PAYMENTS, shopOrderSchema } from "@shared/shop-order";
import { type FormEvent, useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { FormAlert, invalidFormMessage } from "../../../components/form/form-alert";
import { useCart } from "../../../domain/cart/cart-hooks";
import { orderItemsOf } from "../../../domain/checkout/place-order-input";
import { tokyoDay } from "../../../lib/tokyo-format";
import { ShopSlotsQuery } from "../api/shop-slots-query";
import { newDraft, readDraft, type ShopDraft, writeDraft } from "../shop-draft";
import { ShopSlotFields } from "./shop-slot-fields";

type Errors = Partial<Record<"name" | "tel" | "email" | "slotStartsAt" | "payment" | "note", string>>;

/** The same shared rules the server applies; the first message per field. */
function validate(draft: ShopDraft, items: ReturnType<typeof orderItemsOf>): Errors {
  const result = shopOrderSchema.safeParse({
    idempotencyKey: draft.idempotencyKey,
    kind: draft.kind,
    name: draft.name,
    tel: draft.kind === "PHONE" ? draft.tel : "",
    email: draft.kind === "PHONE" ? draft.email : "",
    slotStartsAt: draft.pickup === "SLOT" || draft.kind === "PHONE" ? draft.slotStartsAt : "",
    payment: draft.kind === "COUNTER" ? draft.payment : "",
    note: draft.note,
    items,
    expectedTotal: 0,
  });
  const errors: Errors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]) as keyof Errors;
    errors[field] ??= issue.message;
  }
  return errors;
}

export function ShopInfoPage() {
  const { items } = useCart();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<ShopDraft>(() => readDraft() ?? newDraft());
  const [errors, setErrors] = useState<Errors>({});
  const { data } = useQuery(ShopSlotsQuery, { fetchPolicy: "cache-and-network" });
  // "Now" is the next open slot today (the server picks it); after closing time there is none, so
  // the choice is disabled and staff pick a slot. It waits for the slots to be known.
  const today = tokyoDay(new Date());
  const nowPossible = Boolean(
    data?.displayTimes.days.some((day) => day.date === today && day.slots.some((s) => s.available)),
  );
  const closedToday = Boolean(data) && !nowPossible;
  const phone = draft.kind === "PHONE";
  const pickup = closedToday ? "SLOT" : draft.pickup;
  const choosing = phone || pickup === "SLOT";
  if (items.length === 0) return <Navigate to="/shop/cart" replace />;

  const set = (change: Partial<ShopDraft>) => setDraft((d) => ({ ...d, ...change }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entered = { ...draft, pickup };
    const found = validate(entered, orderItemsOf(items));
    setErrors(found);
    const first = (["name", "tel", "email", "slotStartsAt", "note", "payment"] as const).find(
      (f) => found[f],
    );
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    writeDraft(entered);
    navigate("/shop/cart/confirm");
  };

  const error = (field: keyof Errors) =>
    errors[field] ? (
      <p className="shop-field__error" id={`shop-${field}-error`}>
        {errors[field]}
      </p>
    ) : null;
  const described = (field: keyof Errors) => (errors[field] ? `shop-${field}-error` : undefined);

  return (
    <div className="shop-page container">
      <h1 className="shop-page__title">お客様情報</h1>
      <form className="shop-form" onSubmit={onSubmit} noValidate>
        <fieldset className="shop-choices">
          <legend>ご注文の種類</legend>
          {(["COUNTER", "PHONE"] as const).map((kind) => (
            <label key={kind} className="shop-choice">
              <input type="radio" name="kind" checked={draft.kind === kind} onChange={() => set({ kind })} />
              {SHOP_ORDER_LABELS[kind]}
            </label>
          ))}
        </fieldset>

        <div className="shop-field">
          <label htmlFor="shop-name">{phone ? "お名前（必須）" : "お呼びするお名前（任意・カナ可）"}</label>
          <input
            id="shop-name"
            data-field="name"
            value={draft.name}
            onChange={(e) => set({ name: e.target.value })}
            aria-invalid={Boolean(errors.name)}
            aria-describedby={described("name")}
            autoComplete="off"
          />
          {error("name")}
        </div>

        {phone ? (
          <>
            <div className="shop-field">
              <label htmlFor="shop-tel">電話番号（必須・携帯または固定電話、ハイフンは任意）</label>
              <input
                id="shop-tel"
                data-field="tel"
                type="tel"
                inputMode="tel"
                value={draft.tel}
                onChange={(e) => set({ tel: e.target.value })}
                aria-invalid={Boolean(errors.tel)}
                aria-describedby={described("tel")}
                autoComplete="off"
              />
              {error("tel")}
            </div>
            <div className="shop-field">
              <label htmlFor="shop-email">メールアドレス（任意・ご注文確認メールを送ります）</label>
              <input
                id="shop-email"
                data-field="email"
                type="email"
                value={draft.email}
                onChange={(e) => set({ email: e.target.value })}
                aria-invalid={Boolean(errors.email)}
                aria-describedby={described("email")}
                autoComplete="off"
              />
              {error("email")}
            </div>
          </>
        ) : (
          <fieldset className="shop-choices">
            <legend>受け取り</legend>
            <label className="shop-choice">
              <input
                type="radio"
                name="pickup"
                checked={pickup === "NOW"}
                disabled={!nowPossible}
                aria-describedby={closedToday ? "shop-now-closed" : undefined}
                onChange={() => set({ pickup: "NOW" })}
              />
              今すぐ（次の受け取り枠）
            </label>
            <label className="shop-choice">
              <input
                type="radio"
                name="pickup"
                checked={pickup === "SLOT"}
                onChange={() => set({ pickup: "SLOT" })}
              />
              時間を指定
            </label>
            {closedToday ? (
              <p className="shop-note" id="shop-now-closed">
                本日これから受け取りできる時間帯がありません。受け取り日時を選択してください。
              </p>
            ) : null}
          </fieldset>
        )}

        {choosing ? (
          <ShopSlotFields
            days={data?.displayTimes.days ?? []}
            day={draft.slotDay}
            value={draft.slotStartsAt}
            onChange={(choice) =>
              set({ slotDay: choice.day, slotStartsAt: choice.startsAt, slotLabel: choice.label })
            }
            error={errors.slotStartsAt}
          />
        ) : null}

        <div className="shop-field">
          <label htmlFor="shop-note">備考（任意・厨房とお渡しの際に表示）</label>
          <textarea
            id="shop-note"
            data-field="note"
            rows={2}
            maxLength={ORDER_LIMITS.noteLength}
            value={draft.note}
            onChange={(e) => set({ note: e.target.value })}
            aria-invalid={Boolean(errors.note)}
            aria-describedby={described("note")}
          />
          {error("note")}
        </div>

        {phone ? (
          <p className="shop-note">お支払いは受け取りの際に店頭でいただきます。</p>
        ) : (
          <fieldset
            className="shop-choices"
            data-field="payment"
            tabIndex={-1}
            aria-invalid={Boolean(errors.payment)}
            aria-describedby={described("payment")}
          >
            <legend>お支払い（店頭でお預かり）</legend>
            {SHOP_PAYMENTS.map((payment) => (
              <label key={payment} className="shop-choice">
                <input
                  type="radio"
                  name="payment"
                  checked={draft.payment === payment}
                  onChange={() => set({ payment })}
                />
                {SHOP_PAYMENT_LABELS[payment]}
              </label>
            ))}
            {error("payment")}
          </fieldset>
        )}

        <FormAlert>{invalidFormMessage(errors)}</FormAlert>
        <div className="shop-actions">
          <button type="button" className="shop-button" onClick={() => navigate("/shop/cart")}>
            カートに戻る
          </button>
          <button type="submit" className="shop-button shop-button--primary">
            確認へ進む
          </button>
        </div>
      </form>
    </div>
  );
}
