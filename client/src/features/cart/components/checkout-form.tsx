import { useQuery } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { FormAlert, invalidFormMessage } from "../../../components/form/form-alert";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { useFocusFirstInvalid } from "../../../components/form/use-focus-first-invalid";
import { draftFromTyped, draftFromValues } from "../../../domain/checkout/checkout-draft";
import {
  type CheckoutData,
  type CheckoutValues,
  checkoutSchema,
} from "../../../domain/checkout/checkout-schema";
import { readDraft, saveDraft } from "../../../domain/checkout/order-draft";
import { AddressFields } from "../../../domain/customer/address-fields";
import { LineCheckoutChoice } from "../../../domain/line/line-checkout-choice";
import { CardPaymentAvailableQuery } from "../api/card-payment-available-query";
import { CheckField } from "./check-field";
import { CheckoutAreaNotice, CheckoutItemWarnings, useCheckoutQuote } from "./checkout-quote";
import { CustomerFields, RecipientFields } from "./customer-fields";
import { SlotPicker } from "./slot-picker";

export function CheckoutForm({ defaults, member }: { defaults: CheckoutValues; member: boolean }) {
  const navigate = useNavigate();
  const form = useForm<CheckoutValues, unknown, CheckoutData>({
    resolver: zodResolver(checkoutSchema),
    defaultValues: defaults,
    // useFocusFirstInvalid focuses in the order on screen.
    shouldFocusError: false,
  });
  const { register, watch, setValue, formState } = form;
  const errors = formState.errors;
  const method = watch("method");
  const isShipping = watch("isShipping");
  const useCar = watch("useCar");
  const isReceipt = watch("isReceipt");
  const formRef = useFocusFirstInvalid(formState.submitCount, Object.keys(errors).length > 0);
  const { quote, items } = useCheckoutQuote(form);
  // Without a real gateway in production the shop takes no card: only paying at the shop is shown.
  const cardOffered = useQuery(CardPaymentAvailableQuery).data?.cardPaymentAvailable !== false;
  const paymentMethod = watch("paymentMethod");
  useEffect(() => {
    if (!cardOffered && paymentMethod === "CARD") setValue("paymentMethod", "AT_SHOP");
  }, [cardOffered, paymentMethod, setValue]);

  // Every change is kept in the tab's draft at once: a reload gives back all that was typed, the
  // slot included, until the order is placed or the cart emptied.
  useEffect(() => {
    const { unsubscribe } = watch((values) => saveDraft(draftFromTyped(values, readDraft())));
    return unsubscribe;
  }, [watch]);

  // The first invalid field in the form's order gets the focus (the slot's radios come first).
  const onSubmit = form.handleSubmit((values) => {
    saveDraft(draftFromValues(values, readDraft()));
    navigate("/cart/confirm");
  });

  return (
    <form ref={formRef} className="form form-card checkout-form" onSubmit={onSubmit} noValidate>
      <fieldset className="checkout-form__section">
        <legend className="form__section-title">受け取り方法</legend>
        <div className="choice-row">
          {(["TAKEOUT", "DELIVERY"] as const).map((value) => (
            <label key={value} className="choice-row__choice">
              <input
                type="radio"
                value={value}
                {...register("method", {
                  onChange: () => {
                    // Slots differ by method: the chosen one no longer applies.
                    setValue("slotStartsAt", "");
                    setValue("slotLabel", "");
                  },
                })}
              />
              {value === "TAKEOUT" ? "テイクアウト（店頭で受け取り）" : "デリバリー（お届け）"}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="checkout-form__section">
        <legend className="form__section-title">
          {method === "TAKEOUT" ? "お受け取り日時" : "お届け日時"}
        </legend>
        <SlotPicker
          form={form}
          method={method}
          units={quote?.kitchenUnits ?? 0}
          slotProblem={quote?.slotProblem ?? null}
        />
      </fieldset>
      <CheckoutItemWarnings quote={quote} items={items} />

      <fieldset className="checkout-form__section">
        <legend className="form__section-title">ご注文者さま</legend>
        <CustomerFields form={form} />
      </fieldset>

      <fieldset className="checkout-form__section">
        <legend className="form__section-title">{method === "DELIVERY" ? "ご住所" : "ご住所（任意）"}</legend>
        <AddressFields form={form} kind="own" required={method === "DELIVERY" && !isShipping} />
        {method === "DELIVERY" ? (
          <CheckField registration={register("isShipping")}>ご注文者さまと別の住所に届ける</CheckField>
        ) : null}
        {method === "DELIVERY" && !isShipping ? <CheckoutAreaNotice quote={quote} /> : null}
      </fieldset>

      {method === "DELIVERY" && isShipping ? (
        <fieldset className="checkout-form__section">
          <legend className="form__section-title">お届け先</legend>
          <RecipientFields form={form} />
          <AddressFields form={form} kind="shipping" required />
          <CheckoutAreaNotice quote={quote} />
        </fieldset>
      ) : null}

      {method === "TAKEOUT" ? (
        <fieldset className="checkout-form__section">
          <legend className="form__section-title">お車での受け取り</legend>
          <CheckField
            registration={register("useCar")}
            hint="到着されたら、確認メールのリンクから「到着しました」を押してください。お車までお届けします。"
          >
            車で受け取りに行く
          </CheckField>
          {useCar ? (
            <div className="form__row form__row--2">
              <TextField
                label="車の色"
                required
                placeholder="白"
                registration={register("carColor")}
                error={errors.carColor?.message}
              />
              <TextField
                label="ナンバー"
                required
                placeholder="広島 300 あ 12-34"
                registration={register("carNumber")}
                error={errors.carNumber?.message}
              />
            </div>
          ) : null}
        </fieldset>
      ) : null}

      <fieldset className="checkout-form__section">
        <legend className="form__section-title">お支払い方法</legend>
        <div className="choice-row">
          <label className="choice-row__choice">
            <input type="radio" value="AT_SHOP" {...register("paymentMethod")} />
            {method === "TAKEOUT" ? "店頭でお支払い" : "お届け時にお支払い"}
          </label>
          {cardOffered ? (
            <label className="choice-row__choice">
              <input type="radio" value="CARD" {...register("paymentMethod")} />
              クレジットカード（オンライン決済）
            </label>
          ) : null}
        </div>
        <CheckField registration={register("isReceipt")}>領収書が必要</CheckField>
        {isReceipt ? (
          <TextField
            label="領収書の宛名"
            placeholder="株式会社からあげ商事（空欄なら「上様」）"
            registration={register("receiptName")}
            error={errors.receiptName?.message}
          />
        ) : null}
      </fieldset>

      <fieldset className="checkout-form__section">
        <legend className="form__section-title">備考</legend>
        <div className={errors.note ? "field field--invalid" : "field"}>
          <label className="field__label" htmlFor="checkout-note">
            ご要望など <span className="field__badge">任意</span>
          </label>
          <textarea
            id="checkout-note"
            className="field__input checkout-form__note"
            rows={3}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={errors.note ? "checkout-note-error" : undefined}
            {...register("note")}
          />
          {errors.note ? (
            <p className="field__error" id="checkout-note-error">
              {errors.note.message}
            </p>
          ) : null}
        </div>
      </fieldset>

      <LineCheckoutChoice member={member} />

      <CheckField registration={register("agreement")} error={errors.agreement?.message}>
        <a href="/terms" target="_blank" rel="noreferrer">
          利用規約
        </a>
        ・
        <a href="/privacy" target="_blank" rel="noreferrer">
          プライバシーポリシー
        </a>
        ・
        <a href="/terms/law" target="_blank" rel="noreferrer">
          特定商取引法に基づく表記
        </a>
        に同意する
      </CheckField>

      <FormAlert>{invalidFormMessage(errors)}</FormAlert>
      <div className="form__actions">
        <SubmitButton submitting={formState.isSubmitting}>ご注文内容の確認へ</SubmitButton>
        <button
          type="button"
          className="button button--ghost button--block"
          onClick={() => navigate("/cart")}
        >
          カートに戻る
        </button>
      </div>
    </form>
  );
}
