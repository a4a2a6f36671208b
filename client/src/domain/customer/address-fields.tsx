import { PREFECTURES } from "@shared/constants";
import type { UseFormRegisterReturn } from "react-hook-form";
import { SelectField } from "../../components/form/select-field";
import { TextField } from "../../components/form/text-field";
import { useT } from "../../lib/i18n";
import { PostalCodeLookup } from "./postal-code-lookup";

const NAMES = {
  own: { postal: "postalCode", prefecture: "prefectureId", address1: "address1", address2: "address2" },
  shipping: {
    postal: "shippingPostalCode",
    prefecture: "shippingPrefectureId",
    address1: "shippingAddress1",
    address2: "shippingAddress2",
  },
} as const;

type AddressKey = (typeof NAMES)[keyof typeof NAMES][keyof (typeof NAMES)["own"]];

/** A form with an address in text inputs (the prefecture's id as text, as a select gives it). */
export interface AddressForm {
  register: (name: AddressKey) => UseFormRegisterReturn;
  formState: { errors: Partial<Record<AddressKey, { message?: string }>> };
  getValues: (name: AddressKey) => string;
  setValue: (name: AddressKey, value: string, options: { shouldDirty: boolean }) => void;
  setError: (
    name: AddressKey,
    error: { type: string; message: string },
    options: { shouldFocus: boolean },
  ) => void;
  clearErrors: (names: AddressKey[]) => void;
}

interface AddressFieldsProps {
  form: AddressForm;
  /** The customer's own address, or the other delivery address. */
  kind: "own" | "shipping";
  required: boolean;
}

/** 郵便番号 (with the address search), 都道府県, 住所, 建物名. */
export function AddressFields({ form, kind, required }: AddressFieldsProps) {
  const t = useT();
  const names = NAMES[kind];
  const { register, formState, setValue, setError, clearErrors, getValues } = form;
  const errors = formState.errors;

  return (
    <>
      <div className="checkout-postal">
        <TextField
          label={t("address.postalCode")}
          required={required}
          inputMode="numeric"
          autoComplete={kind === "own" ? "postal-code" : "shipping postal-code"}
          placeholder="7300035"
          hint={t("address.postalHint")}
          maxLength={7}
          registration={register(names.postal)}
          error={errors[names.postal]?.message}
        />
        <PostalCodeLookup
          className="checkout-postal__search"
          code={() => getValues(names.postal)}
          onFound={(found) => {
            clearErrors([names.postal, names.prefecture, names.address1]);
            setValue(names.prefecture, String(found.prefectureId), { shouldDirty: true });
            setValue(names.address1, found.address1, { shouldDirty: true });
          }}
          onProblem={(message) => setError(names.postal, { type: "lookup", message }, { shouldFocus: true })}
        />
      </div>
      <SelectField
        label={t("address.prefecture")}
        required={required}
        autoComplete={kind === "own" ? "address-level1" : "shipping address-level1"}
        registration={register(names.prefecture)}
        error={errors[names.prefecture]?.message}
      >
        <option value="">{t("form.choose")}</option>
        {PREFECTURES.map((prefecture) => (
          <option key={prefecture.id} value={String(prefecture.id)}>
            {prefecture.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t("address.line1")}
        required={required}
        autoComplete={kind === "own" ? "address-line1" : "shipping address-line1"}
        placeholder={t("address.line1Example")}
        registration={register(names.address1)}
        error={errors[names.address1]?.message}
      />
      <TextField
        label={t("address.line2")}
        required={false}
        autoComplete={kind === "own" ? "address-line2" : "shipping address-line2"}
        registration={register(names.address2)}
        error={errors[names.address2]?.message}
      />
    </>
  );
}
