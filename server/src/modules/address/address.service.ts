// Postal code → address from Japan Post's data bundled with the app (postal-data.ts): no network
// call, so the order form's lookup works offline and never leaks customers' codes to a third party.
import { POSTAL_CODE_PATTERN, VALIDATION_MESSAGES } from "../../../../shared/validation.js";
import { ValidationError } from "../../errors.js";
import { postalEntries } from "./postal-data.js";

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
  /** Half-width katakana like zipcloud, e.g. ﾋﾛｼﾏｹﾝ / ﾋﾛｼﾏｼﾅｶｸ / ﾎﾝﾄﾞｵﾘ. */
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
  return postalEntries(zipcode).map((entry) => ({
    zipcode,
    prefcode: String(entry.prefcode),
    address1: entry.prefecture,
    address2: entry.city,
    address3: entry.town,
    kana1: entry.prefectureKana,
    kana2: entry.cityKana,
    kana3: entry.townKana,
  }));
}

/** zipcloud's messages for its `zipcode` parameter, word for word. */
export const ZIPCLOUD_MESSAGES = {
  missing: "必須パラメータが指定されていません。",
  length: "パラメータ「郵便番号」の桁数が不正です。",
  notDigits: "パラメータ「郵便番号」に数字以外の文字が指定されています。",
} as const;

/**
 * zipcloud's check of `zipcode`: hyphens are allowed ("730-0035"), then only digits, then
 * exactly seven of them. Returns the code, or the message zipcloud answers with status 400.
 */
export function checkZipcloudCode(value: string | undefined): { zipcode: string } | { message: string } {
  if (value === undefined || value === "") return { message: ZIPCLOUD_MESSAGES.missing };
  const code = value.replaceAll("-", "");
  if (!/^[0-9]*$/.test(code)) return { message: ZIPCLOUD_MESSAGES.notDigits };
  if (code.length !== 7) return { message: ZIPCLOUD_MESSAGES.length };
  return { zipcode: code };
}
