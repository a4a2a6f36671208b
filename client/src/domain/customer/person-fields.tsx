import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "../../components/form/text-field";
import { useT } from "../../lib/i18n";

/** The person behind an account or an order: 姓 名 セイ メイ, e-mail and mobile phone. */
export interface PersonValues {
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  email: string;
  tel: string;
}

/**
 * Any react-hook-form form that has some of these fields, seen through just those fields: the
 * sign-up, profile and checkout forms (all six) and the administrator form (the e-mail).
 */
export interface FieldsForm<K extends string> {
  register: (name: K) => UseFormRegisterReturn;
  formState: { errors: Partial<Record<K, { message?: string }>> };
}

interface PersonFieldsProps {
  form: FieldsForm<keyof PersonValues>;
  /** Shown under the e-mail field. */
  emailHint?: string;
  /** Section titles (お名前, ご連絡先) above the name and the contact fields. */
  titled?: boolean;
  /** Whether the readings (セイ メイ) are required: not for an order in another language (issue 35). */
  kanaRequired?: boolean;
}

/** 姓 名 セイ メイ, then e-mail and mobile phone: the same fields wherever a person is asked for. */
export function PersonFields({ form, emailHint, titled, kanaRequired = true }: PersonFieldsProps) {
  const t = useT();
  const { register } = form;
  const errors = form.formState.errors;
  return (
    <>
      {titled ? <h2 className="form__section-title">{t("facts.name")}</h2> : null}
      <div className="form__row form__row--2">
        <TextField
          label={t("person.lastName")}
          required
          autoComplete="family-name"
          registration={register("lastName")}
          error={errors.lastName?.message}
        />
        <TextField
          label={t("person.firstName")}
          required
          autoComplete="given-name"
          registration={register("firstName")}
          error={errors.firstName?.message}
        />
      </div>
      <div className="form__row form__row--2">
        <TextField
          label={t("person.lastNameKana")}
          required={kanaRequired}
          placeholder={t("person.lastNameKanaExample")}
          registration={register("lastNameKana")}
          error={errors.lastNameKana?.message}
        />
        <TextField
          label={t("person.firstNameKana")}
          required={kanaRequired}
          placeholder={t("person.firstNameKanaExample")}
          registration={register("firstNameKana")}
          error={errors.firstNameKana?.message}
        />
      </div>
      {titled ? <h2 className="form__section-title">{t("person.contact")}</h2> : null}
      <EmailField form={form} hint={emailHint} />
      <TextField
        label={t("facts.tel")}
        required
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="09012345678"
        hint={t("person.telHint")}
        registration={register("tel")}
        error={errors.tel?.message}
      />
    </>
  );
}

interface EmailFieldProps {
  form: FieldsForm<"email">;
  hint?: string;
  /** "off" where staff type someone else's address (the administrator form). */
  autoComplete?: "email" | "off";
}

/** メールアドレス, on its own where a form asks for no name in parts (administrators). */
export function EmailField({ form, hint, autoComplete = "email" }: EmailFieldProps) {
  const t = useT();
  return (
    <TextField
      label={t("facts.email")}
      required
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      hint={hint}
      registration={form.register("email")}
      error={form.formState.errors.email?.message}
    />
  );
}
