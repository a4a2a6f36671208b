import type { UseFormReturn } from "react-hook-form";
import { TextField } from "../../../components/form/text-field";
import type { CheckoutValues } from "../../../domain/checkout/checkout-schema";

/** 姓 名 セイ メイ, メール, 携帯電話. */
export function CustomerFields({ form }: { form: UseFormReturn<CheckoutValues> }) {
  const { register } = form;
  const errors = form.formState.errors;
  return (
    <>
      <div className="form__row form__row--2">
        <TextField
          label="姓"
          required
          autoComplete="family-name"
          registration={register("lastName")}
          error={errors.lastName?.message}
        />
        <TextField
          label="名"
          required
          autoComplete="given-name"
          registration={register("firstName")}
          error={errors.firstName?.message}
        />
      </div>
      <div className="form__row form__row--2">
        <TextField
          label="セイ"
          required
          placeholder="ヤマダ"
          registration={register("lastNameKana")}
          error={errors.lastNameKana?.message}
        />
        <TextField
          label="メイ"
          required
          placeholder="ハナコ"
          registration={register("firstNameKana")}
          error={errors.firstNameKana?.message}
        />
      </div>
      <TextField
        label="メールアドレス"
        required
        type="email"
        inputMode="email"
        autoComplete="email"
        hint="ご注文の確認メールをお送りします"
        registration={register("email")}
        error={errors.email?.message}
      />
      <TextField
        label="携帯電話番号"
        required
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="09012345678"
        hint="ハイフンなしの半角数字11桁"
        registration={register("tel")}
        error={errors.tel?.message}
      />
    </>
  );
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
