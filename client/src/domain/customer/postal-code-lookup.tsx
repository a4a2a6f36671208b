import { useApolloClient } from "@apollo/client/react";
import { postalCodeSchema, VALIDATION_MESSAGES } from "@shared/validation";
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { messageOfError } from "../../components/form/server-errors";
import { AddressByPostalCodeQuery } from "./api/address-by-postal-code-query";
import type { ProfileValues } from "./profile-fields";

type LookupForm = Pick<UseFormReturn<ProfileValues>, "getValues" | "setValue" | "setError" | "clearErrors">;

/** Fills the prefecture and address from the postal code (the first match), as the spec asks. */
export function PostalCodeLookup({ form }: { form: LookupForm }) {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);

  const lookUp = async () => {
    const code = (form.getValues("postalCode") ?? "").trim();
    const parsed = postalCodeSchema.safeParse(code);
    if (!parsed.success) {
      form.setError("postalCode", { type: "lookup", message: parsed.error.issues[0]?.message });
      return;
    }
    setBusy(true);
    try {
      const { data } = await client.query({ query: AddressByPostalCodeQuery, variables: { code } });
      const first = data?.addressByPostalCode[0];
      if (!first) {
        form.setError("postalCode", { type: "lookup", message: VALIDATION_MESSAGES.addressNotFound });
        return;
      }
      form.clearErrors("postalCode");
      const options = { shouldDirty: true, shouldValidate: true };
      form.setValue("prefectureId", first.prefectureId, options);
      form.setValue("address1", `${first.address2}${first.address3}`, options);
    } catch (error) {
      form.setError("postalCode", { type: "lookup", message: messageOfError(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className="button button--ghost button--small postal-lookup"
      onClick={lookUp}
      disabled={busy}
    >
      {busy ? "検索中…" : "住所を検索"}
    </button>
  );
}
