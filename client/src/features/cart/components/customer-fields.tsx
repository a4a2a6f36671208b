import type { UseFormReturn } from "react-hook-form";
import { TextField } from "../../../components/form/text-field";
import type { CheckoutValues } from "../../../domain/checkout/checkout-schema";
import { PersonFields } from "../../../domain/customer/person-fields";
import { useLanguage, useT } from "../../../lib/i18n";

/** 姓 名 セイ メイ, メール, 携帯電話. */
export function CustomerFields({ form }: { form: UseFormReturn<CheckoutValues> }) {
  const t = useT();
  // A visitor ordering in another language cannot type katakana: the reading is optional (issue 35).
  const kanaRequired = useLanguage() === "ja";
  return <PersonFields form={form} emailHint={t("checkout.emailHint")} kanaRequired={kanaRequired} />;
}

/** The recipient when delivering to someone else. */
export function RecipientFields({ form }: { form: UseFormReturn<CheckoutValues> }) {
  const t = useT();
  const kanaRequired = useLanguage() === "ja";
  const { register } = form;
  const errors = form.formState.errors;
  return (
    <>
      <div className="form__row form__row--2">
        <TextField
          label={t("recipient.lastName")}
          required
          autoComplete="shipping family-name"
          registration={register("shippingLastName")}
          error={errors.shippingLastName?.message}
        />
        <TextField
          label={t("recipient.firstName")}
          required
          autoComplete="shipping given-name"
          registration={register("shippingFirstName")}
          error={errors.shippingFirstName?.message}
        />
      </div>
      <div className="form__row form__row--2">
        <TextField
          label={t("recipient.lastNameKana")}
          required={kanaRequired}
          registration={register("shippingLastNameKana")}
          error={errors.shippingLastNameKana?.message}
        />
        <TextField
          label={t("recipient.firstNameKana")}
          required={kanaRequired}
          registration={register("shippingFirstNameKana")}
          error={errors.shippingFirstNameKana?.message}
        />
      </div>
      <TextField
        label={t("recipient.tel")}
        required
        type="tel"
        inputMode="numeric"
        registration={register("shippingTel")}
        error={errors.shippingTel?.message}
      />
    </>
  );
}
