/**
 * Form rules shared by the client (react-hook-form + zodResolver) and the server (Pothos zod plugin,
 * REST adapters). Messages are the ones people see, in Japanese.
 */
import { z } from "./zod-ja.js";

export const VALIDATION_MESSAGES = {
  email: "正しいメールアドレスを入力してください",
  password: "パスワードは半角英数字8〜16文字で、英字と数字をそれぞれ1文字以上含めてください",
  digitsOnly: "半角数字のみ入力してください",
  mobilePhone: "正しい携帯電話番号を入力してください",
  phone: "正しい電話番号を入力してください（携帯電話は11桁、固定電話は市外局番から10桁）",
  kana: "フリガナは全角カタカナで入力してください",
  postalCodeRequired: "郵便番号を入力してください",
  postalCodeFormat: "郵便番号は半角数字7桁で入力してください",
  addressNotFound: "住所が見つかりません",
} as const;

// The "usual" address pattern: local@domain.tld, no spaces, one @.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Empty passes (an edit form leaves the password unchanged); otherwise 8-16 ASCII letters/digits
// with at least one of each.
export const PASSWORD_PATTERN = /^(?:|(?=[A-Za-z0-9]*[A-Za-z])(?=[A-Za-z0-9]*[0-9])[A-Za-z0-9]{8,16})$/;
export const DIGITS_PATTERN = /^[0-9]+$/;
// 070 / 080 / 090 followed by 8 digits.
export const MOBILE_PHONE_PATTERN = /^0[789]0[0-9]{8}$/;
// A mobile number as above, or a landline: 0 and 9 more digits (082-123-4567), hyphens removed.
export const PHONE_PATTERN = /^0(?:[789]0[0-9]{8}|[1-9][0-9]{8})$/;
// Full-width katakana (ァ..ヶ), the long vowel mark and the full-width space.
export const KANA_PATTERN = /^[ァ-ヶー　]+$/;
export const POSTAL_CODE_PATTERN = /^[0-9]{7}$/;

export const emailSchema = z.string().regex(EMAIL_PATTERN, { error: VALIDATION_MESSAGES.email });

export const passwordSchema = z.string().regex(PASSWORD_PATTERN, { error: VALIDATION_MESSAGES.password });

export const digitsOnlySchema = z.string().regex(DIGITS_PATTERN, { error: VALIDATION_MESSAGES.digitsOnly });

/** Anything but half-width digits is 「半角数字のみ入力してください」 first (hyphens, full-width digits). */
const DIGITS_OR_EMPTY = /^[0-9]*$/;

export const mobilePhoneSchema = z
  .string()
  .regex(DIGITS_OR_EMPTY, { error: VALIDATION_MESSAGES.digitsOnly, abort: true })
  .regex(MOBILE_PHONE_PATTERN, { error: VALIDATION_MESSAGES.mobilePhone });

/**
 * A number staff take on the phone: mobile or landline, hyphens optional (stored without them).
 * Only half-width hyphens and digits; anything else keeps its characters and fails.
 */
export const phoneSchema = z
  .string()
  .trim()
  .transform((tel) => (/^[0-9-]+$/.test(tel) ? tel.replaceAll("-", "") : tel))
  .pipe(z.string().regex(PHONE_PATTERN, { error: VALIDATION_MESSAGES.phone }));

export const kanaSchema = z.string().regex(KANA_PATTERN, { error: VALIDATION_MESSAGES.kana });

/** Empty and malformed codes give different messages; only the first applies. */
export const postalCodeSchema = z
  .string()
  .min(1, { error: VALIDATION_MESSAGES.postalCodeRequired, abort: true })
  .regex(DIGITS_OR_EMPTY, { error: VALIDATION_MESSAGES.digitsOnly, abort: true })
  .regex(POSTAL_CODE_PATTERN, { error: VALIDATION_MESSAGES.postalCodeFormat });
