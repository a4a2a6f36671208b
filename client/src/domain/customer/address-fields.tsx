import { PREFECTURES } from "@shared/constants";
import { useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { SelectField } from "../../components/form/select-field";
import { TextField } from "../../components/form/text-field";
import type { CheckoutValues } from "../checkout/checkout-schema";
import { lookUpPostalCode } from "./postal-lookup";

interface AddressFieldsProps {
  form: UseFormReturn<CheckoutValues>;
  /** The customer's own address, or the other delivery address. */
  kind: "own" | "shipping";
  required: boolean;
}

const NAMES = {
  own: { postal: "postalCode", prefecture: "prefectureId", address1: "address1", address2: "address2" },
  shipping: {
    postal: "shippingPostalCode",
    prefecture: "shippingPrefectureId",
    address1: "shippingAddress1",
    address2: "shippingAddress2",
  },
} as const;

/** 郵便番号 (with the address search), 都道府県, 住所, 建物名. */
export function AddressFields({ form, kind, required }: AddressFieldsProps) {
  const names = NAMES[kind];
  const { register, formState, setValue, setError, clearErrors, getValues } = form;
  const errors = formState.errors;
  const [searching, setSearching] = useState(false);
  const pending = useRef<AbortController | null>(null);

  const search = async () => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setSearching(true);
    try {
      const outcome = await lookUpPostalCode(getValues(names.postal), controller.signal);
      if (outcome.ok) {
        clearErrors([names.postal, names.prefecture, names.address1]);
        setValue(names.prefecture, outcome.prefectureId, { shouldDirty: true });
        setValue(names.address1, outcome.address1, { shouldDirty: true });
      } else {
        setError(names.postal, { type: "lookup", message: outcome.message }, { shouldFocus: true });
      }
    } catch {
      // A newer search replaced this one.
    } finally {
      if (pending.current === controller) setSearching(false);
    }
  };

  return (
    <>
      <div className="checkout-postal">
        <TextField
          label="郵便番号"
          required={required}
          inputMode="numeric"
          autoComplete={kind === "own" ? "postal-code" : "shipping postal-code"}
          placeholder="7300035"
          hint="ハイフンなしの半角数字7桁"
          maxLength={7}
          registration={register(names.postal)}
          error={errors[names.postal]?.message}
        />
        <button
          type="button"
          className="button button--ghost checkout-postal__search"
          onClick={() => void search()}
          disabled={searching}
          aria-busy={searching || undefined}
        >
          {searching ? "検索中…" : "住所を検索"}
        </button>
      </div>
      <SelectField
        label="都道府県"
        required={required}
        autoComplete={kind === "own" ? "address-level1" : "shipping address-level1"}
        registration={register(names.prefecture)}
        error={errors[names.prefecture]?.message}
      >
        <option value="">選択してください</option>
        {PREFECTURES.map((prefecture) => (
          <option key={prefecture.id} value={String(prefecture.id)}>
            {prefecture.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="住所（市区町村・番地）"
        required={required}
        autoComplete={kind === "own" ? "address-line1" : "shipping address-line1"}
        placeholder="広島市中区本通1-23"
        registration={register(names.address1)}
        error={errors[names.address1]?.message}
      />
      <TextField
        label="建物名・部屋番号"
        required={false}
        autoComplete={kind === "own" ? "address-line2" : "shipping address-line2"}
        registration={register(names.address2)}
        error={errors[names.address2]?.message}
      />
    </>
  );
}
