import { useApolloClient } from "@apollo/client/react";
import { postalCodeSchema, VALIDATION_MESSAGES } from "@shared/validation";
import { useRef, useState } from "react";
import { messageOfError } from "../../components/form/server-errors";
import { useT } from "../../lib/i18n";
import { AddressByPostalCodeQuery } from "./api/address-by-postal-code-query";

/** What a postal code fills in: the prefecture (its id) and the city and town. */
export interface FoundAddress {
  prefectureId: number;
  address1: string;
}

/** The spec's first two messages, before asking the lookup: empty, then not 7 half-width digits. */
export function postalCodeProblem(code: string): string | null {
  const parsed = postalCodeSchema.safeParse(code.trim());
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? VALIDATION_MESSAGES.postalCodeFormat);
}

/** The first match fills the form, as the spec asks; city + town make the address. */
export function firstAddress(
  results: ReadonlyArray<{ prefectureId: number; address2: string; address3: string }>,
): FoundAddress | null {
  const first = results[0];
  return first ? { prefectureId: first.prefectureId, address1: `${first.address2}${first.address3}` } : null;
}

interface PostalCodeLookupProps {
  /** The postal code as typed, read when the button is pressed. */
  code: () => string;
  onFound: (address: FoundAddress) => void;
  /** A message for the postal code field: malformed, unknown, or the lookup failed. */
  onProblem: (message: string) => void;
  className?: string;
}

/** The 住所を検索 button: asks addressByPostalCode (GraphQL) and hands the first match back. */
export function PostalCodeLookup({ code, onFound, onProblem, className }: PostalCodeLookupProps) {
  const client = useApolloClient();
  const t = useT();
  const [busy, setBusy] = useState(false);
  const latest = useRef(0);

  const lookUp = async () => {
    const typed = code().trim();
    const problem = postalCodeProblem(typed);
    if (problem) {
      onProblem(problem);
      return;
    }
    const request = ++latest.current;
    setBusy(true);
    try {
      const { data } = await client.query({ query: AddressByPostalCodeQuery, variables: { code: typed } });
      if (request !== latest.current) return;
      const found = firstAddress(data?.addressByPostalCode ?? []);
      if (found) onFound(found);
      else onProblem(VALIDATION_MESSAGES.addressNotFound);
    } catch (error) {
      if (request === latest.current) onProblem(messageOfError(error));
    } finally {
      if (request === latest.current) setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={`button button--ghost ${className ?? "button--small postal-lookup"}`}
      onClick={() => void lookUp()}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy ? t("address.searching") : t("address.search")}
    </button>
  );
}
