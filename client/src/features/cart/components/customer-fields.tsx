import type { UseFormReturn } from "react-hook-form";
import { TextField } from "../../../components/form/text-field";
import type { CheckoutValues } from "../../../domain/checkout/checkout-schema";
import { PersonFields } from "../../../domain/customer/person-fields";

/** 姓 名 セイ メイ, メール, 携帯電話. */
export function CustomerFields({ form }: { form: UseFormReturn<CheckoutValues> }) {
  return <PersonFields form={form} emailHint="ご注文の確認メールをお送りします" />;
}

/** The recipient when delivering to someone else. */
export function RecipientFields({ form }: { form: UseFormReturn<CheckoutValues> }) {
  const { register } = form;
  const errors = form.formState.errors;
  return (
    <>
      <div className="form__row form__row--2">
        <TextField
          label="お届け先の姓"
          required
          autoComplete="shipping family-name"
          registration={register("shippingLastName")}
          error={errors.shippingLastName?.message}
        />
        <TextField
          label="お届け先の名"
          required
          autoComplete="shipping given-name"
          registration={register("shippingFirstName")}
          error={errors.shippingFirstName?.message}
        />
      </div>
      <div className="form__row form__row--2">
        <TextField
          label="お届け先のセイ"
          required
          registration={register("shippingLastNameKana")}
          error={errors.shippingLastNameKana?.message}
        />
        <TextField
          label="お届け先のメイ"
          required
          registration={register("shippingFirstNameKana")}
          error={errors.shippingFirstNameKana?.message}
        />
      </div>
      <TextField
        label="お届け先の携帯電話番号"
        required
        type="tel"
        inputMode="numeric"
        registration={register("shippingTel")}
        error={errors.shippingTel?.message}
      />
    </>
  );
}
