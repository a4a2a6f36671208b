import { useQuery } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { localizeHref } from "@shared/i18n/url-language";
import { useEffect, useMemo } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { FormAlert } from "../../../components/form/form-alert";
import { useLocalizedResolver } from "../../../components/form/localized-resolver";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { useFocusFirstInvalid } from "../../../components/form/use-focus-first-invalid";
import { draftFromTyped, draftFromValues } from "../../../domain/checkout/checkout-draft";
import {
  type CheckoutData,
  type CheckoutValues,
  checkoutSchemaIn,
} from "../../../domain/checkout/checkout-schema";
import { readDraft, saveDraft } from "../../../domain/checkout/order-draft";
import { AddressFields } from "../../../domain/customer/address-fields";
import { LineCheckoutChoice } from "../../../domain/line/line-checkout-choice";
import { newTabLink, useLanguage, useRichT, useT } from "../../../lib/i18n";
import { CardPaymentAvailableQuery } from "../api/card-payment-available-query";
import { CheckField } from "./check-field";
import { CheckoutAreaNotice, CheckoutItemWarnings, useCheckoutQuote } from "./checkout-quote";
import { CustomerFields, RecipientFields } from "./customer-fields";
import { SlotPicker } from "./slot-picker";

export function CheckoutForm({ defaults, member }: { defaults: CheckoutValues; member: boolean }) {
  const t = useT();
  const rich = useRichT();
  const language = useLanguage();
  const navigate = useNavigate();
  // Readings (フリガナ) are asked for on the Japanese page only (issue 35).
  const schema = useMemo(() => checkoutSchemaIn(language), [language]);
  const form = useForm<CheckoutValues, unknown, CheckoutData>({
    resolver: useLocalizedResolver(zodResolver(schema)),
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
        <legend className="form__section-title">{t("checkout.method")}</legend>
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
              {value === "TAKEOUT" ? t("checkout.takeoutChoice") : t("checkout.deliveryChoice")}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="checkout-form__section">
        <legend className="form__section-title">
          {method === "TAKEOUT" ? t("checkout.pickupTime") : t("checkout.deliveryTime")}
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
        <legend className="form__section-title">{t("checkout.customer")}</legend>
        <CustomerFields form={form} />
      </fieldset>

      <fieldset className="checkout-form__section">
        <legend className="form__section-title">
          {method === "DELIVERY" ? t("checkout.address") : t("checkout.addressOptional")}
        </legend>
        <AddressFields form={form} kind="own" required={method === "DELIVERY" && !isShipping} />
        {method === "DELIVERY" ? (
          <CheckField registration={register("isShipping")}>{t("checkout.shipElsewhere")}</CheckField>
        ) : null}
        {method === "DELIVERY" && !isShipping ? <CheckoutAreaNotice quote={quote} /> : null}
      </fieldset>

      {method === "DELIVERY" && isShipping ? (
        <fieldset className="checkout-form__section">
          <legend className="form__section-title">{t("checkout.recipient")}</legend>
          <RecipientFields form={form} />
          <AddressFields form={form} kind="shipping" required />
          <CheckoutAreaNotice quote={quote} />
        </fieldset>
      ) : null}

      {method === "TAKEOUT" ? (
        <fieldset className="checkout-form__section">
          <legend className="form__section-title">{t("checkout.car")}</legend>
          <CheckField registration={register("useCar")} hint={t("checkout.carHint")}>
            {t("checkout.useCar")}
          </CheckField>
          {useCar ? (
            <div className="form__row form__row--2">
              <TextField
                label={t("checkout.carColor")}
                required
                placeholder={t("checkout.carColorExample")}
                registration={register("carColor")}
                error={errors.carColor?.message}
              />
              <TextField
                label={t("checkout.carNumber")}
                required
                placeholder={t("checkout.carNumberExample")}
                registration={register("carNumber")}
                error={errors.carNumber?.message}
              />
            </div>
          ) : null}
        </fieldset>
      ) : null}

      <fieldset className="checkout-form__section">
        <legend className="form__section-title">{t("checkout.payment")}</legend>
        <div className="choice-row">
          <label className="choice-row__choice">
            <input type="radio" value="AT_SHOP" {...register("paymentMethod")} />
            {method === "TAKEOUT" ? t("payment.atShop") : t("payment.onDelivery")}
          </label>
          {cardOffered ? (
            <label className="choice-row__choice">
              <input type="radio" value="CARD" {...register("paymentMethod")} />
              {t("payment.cardOnline")}
            </label>
          ) : null}
        </div>
        <CheckField registration={register("isReceipt")}>{t("checkout.receipt")}</CheckField>
        {isReceipt ? (
          <TextField
            label={t("checkout.receiptName")}
            placeholder={t("checkout.receiptNameExample")}
            registration={register("receiptName")}
            error={errors.receiptName?.message}
          />
        ) : null}
      </fieldset>

      <fieldset className="checkout-form__section">
        <legend className="form__section-title">{t("checkout.note")}</legend>
        <div className={errors.note ? "field field--invalid" : "field"}>
          <label className="field__label" htmlFor="checkout-note">
            {t("checkout.noteLabel")} <span className="field__badge">{t("form.optional")}</span>
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
        {rich("checkout.agree", {
          terms: newTabLink(localizeHref("/terms", language)),
          privacy: newTabLink(localizeHref("/privacy", language)),
          law: newTabLink(localizeHref("/terms/law", language)),
        })}
      </CheckField>

      <FormAlert>{Object.keys(errors).length > 0 ? t("form.invalid") : ""}</FormAlert>
      <div className="form__actions">
        <SubmitButton submitting={formState.isSubmitting}>{t("checkout.toConfirm")}</SubmitButton>
        <button
          type="button"
          className="button button--ghost button--block"
          onClick={() => navigate("/cart")}
        >
          {t("checkout.backToCart")}
        </button>
      </div>
    </form>
  );
}
