import type { CustomerUpdateInput } from "@shared/account";
import { PREFECTURES } from "@shared/constants";
import type { FieldErrors, UseFormRegister, UseFormReturn } from "react-hook-form";
import { SelectField } from "../../components/form/select-field";
import { TextField } from "../../components/form/text-field";
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
  const register: UseFormRegister<ProfileValues> = form.register;
  const errors: FieldErrors<ProfileValues> = form.formState.errors;
  return (
    <>
      <PersonFields form={form} emailHint={emailHint} titled />
      <h2 className="form__section-title">ご住所（配達をご利用の方）</h2>
      <div className="form__row form__row--postal">
        <TextField
          label="郵便番号"
          required={false}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="7300035"
          hint="ハイフンなしの半角数字7桁"
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
          label="都道府県"
          required={false}
          autoComplete="address-level1"
          registration={register("prefectureId", {
            setValueAs: (value: unknown) => (value === "" || value == null ? null : Number(value)),
          })}
          error={errors.prefectureId?.message}
        >
          <option value="">選択してください</option>
          {PREFECTURES.map((prefecture) => (
            <option key={prefecture.id} value={prefecture.id}>
              {prefecture.name}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label="市区町村・番地"
        required={false}
        autoComplete="address-line1"
        registration={register("address1")}
        error={errors.address1?.message}
      />
      <TextField
        label="建物名・部屋番号"
        required={false}
        autoComplete="address-line2"
        registration={register("address2")}
        error={errors.address2?.message}
      />
    </>
  );
}
