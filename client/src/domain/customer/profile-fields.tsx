import type { CustomerUpdateInput } from "@shared/account";
import { PREFECTURES } from "@shared/constants";
import type { FieldErrors, UseFormRegister, UseFormReturn } from "react-hook-form";
import { SelectField } from "../../components/form/select-field";
import { TextField } from "../../components/form/text-field";
import { useT } from "../../lib/i18n";
import { PersonFields } from "./person-fields";
import { PostalCodeLookup } from "./postal-code-lookup";

export type ProfileValues = Omit<
  CustomerUpdateInput,
  "password" | "passwordConfirmation" | "currentPassword"
>;

export const PROFILE_FIELDS = [
  "lastName",
  "firstName",
  "lastNameKana",
  "firstNameKana",
  "email",
  "tel",
  "postalCode",
  "prefectureId",
  "address1",
  "address2",
] as const satisfies readonly (keyof ProfileValues)[];

export const EMPTY_PROFILE: ProfileValues = {
  lastName: "",
  firstName: "",
  lastNameKana: "",
  firstNameKana: "",
  email: "",
  tel: "",
  postalCode: "",
  prefectureId: null,
  address1: "",
  address2: "",
};

interface CustomerProfileFieldsProps {
  /** The sign-up or edit form, seen through the fields they share. */
  form: UseFormReturn<ProfileValues>;
  /** Shown under the e-mail field (the edit form explains the current-password rule). */
  emailHint?: string;
}

/** The person, then the address: the same fields on sign-up and on the edit form. */
export function CustomerProfileFields({ form, emailHint }: CustomerProfileFieldsProps) {
  const t = useT();
  const register: UseFormRegister<ProfileValues> = form.register;
  const errors: FieldErrors<ProfileValues> = form.formState.errors;
  return (
    <>
      <PersonFields form={form} emailHint={emailHint} titled />
      <h2 className="form__section-title">{t("profile.addressTitle")}</h2>
      <div className="form__row form__row--postal">
        <TextField
          label={t("address.postalCode")}
          required={false}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="7300035"
          hint={t("address.postalHint")}
          registration={register("postalCode")}
          error={errors.postalCode?.message}
        />
        <PostalCodeLookup
          code={() => form.getValues("postalCode") ?? ""}
          onFound={(found) => {
            form.clearErrors("postalCode");
            const options = { shouldDirty: true, shouldValidate: true };
            form.setValue("prefectureId", found.prefectureId, options);
            form.setValue("address1", found.address1, options);
          }}
          onProblem={(message) => form.setError("postalCode", { type: "lookup", message })}
        />
      </div>
      <div className="form__row form__row--2">
        <SelectField
          label={t("address.prefecture")}
          required={false}
          autoComplete="address-level1"
          registration={register("prefectureId", {
            setValueAs: (value: unknown) => (value === "" || value == null ? null : Number(value)),
          })}
          error={errors.prefectureId?.message}
        >
          <option value="">{t("form.choose")}</option>
          {PREFECTURES.map((prefecture) => (
            <option key={prefecture.id} value={prefecture.id}>
              {prefecture.name}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label={t("profile.address1")}
        required={false}
        autoComplete="address-line1"
        registration={register("address1")}
        error={errors.address1?.message}
      />
      <TextField
        label={t("address.line2")}
        required={false}
        autoComplete="address-line2"
        registration={register("address2")}
        error={errors.address2?.message}
      />
    </>
  );
}
