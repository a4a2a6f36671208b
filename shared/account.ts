/**
 * Account forms (customer sign-up, sign-in, profile edit, password reset; administrators),
 * shared by the client's forms and the server's services so both reject the same input
 * with the same Japanese messages.
 */

import {
  emailSchema,
  kanaSchema,
  mobilePhoneSchema,
  PASSWORD_PATTERN,
  VALIDATION_MESSAGES,
} from "./validation.js";
import { z } from "./zod-ja.js";

export const ACCOUNT_MESSAGES = {
  required: (label: string) => `${label}を入力してください`,
  tooLong: (label: string, max: number) => `${label}は${max}文字以内で入力してください`,
  passwordMismatch: "パスワード（確認）が一致しません",
  currentPasswordRequired: "メールアドレスやパスワードを変更するには、現在のパスワードを入力してください",
  prefecture: "都道府県を選択してください",
} as const;

const required = (label: string, max = 50) =>
  z
    .string(ACCOUNT_MESSAGES.required(label))
    .trim()
    .min(1, ACCOUNT_MESSAGES.required(label))
    .max(max, ACCOUNT_MESSAGES.tooLong(label, max));

const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, ACCOUNT_MESSAGES.tooLong(label, max)).optional();

const requiredEmail = z
  .string(ACCOUNT_MESSAGES.required("メールアドレス"))
  .trim()
  .min(1, ACCOUNT_MESSAGES.required("メールアドレス"))
  .max(254, ACCOUNT_MESSAGES.tooLong("メールアドレス", 254))
  .pipe(emailSchema)
  .transform((email) => email.toLowerCase());

/** A new password: required here, unlike the spec's rule where empty passes (edit forms). */
const newPassword = z
  .string(ACCOUNT_MESSAGES.required("パスワード"))
  .min(1, ACCOUNT_MESSAGES.required("パスワード"))
  .regex(PASSWORD_PATTERN, VALIDATION_MESSAGES.password);

/** Empty means "leave the password unchanged". */
const optionalNewPassword = z.string().regex(PASSWORD_PATTERN, VALIDATION_MESSAGES.password).optional();

const kana = (label: string) =>
  z
    .string(ACCOUNT_MESSAGES.required(label))
    .trim()
    .min(1, ACCOUNT_MESSAGES.required(label))
    .max(50, ACCOUNT_MESSAGES.tooLong(label, 50))
    .pipe(kanaSchema);

const optionalPostalCode = z
  .string()
  .trim()
  .regex(/^(|[0-9]{7})$/, VALIDATION_MESSAGES.postalCodeFormat)
  .optional();

const optionalPrefecture = z
  .number(ACCOUNT_MESSAGES.prefecture)
  .int(ACCOUNT_MESSAGES.prefecture)
  .min(1, ACCOUNT_MESSAGES.prefecture)
  .max(47, ACCOUNT_MESSAGES.prefecture)
  .nullable()
  .optional();

const profileFields = {
  lastName: required("姓"),
  firstName: required("名"),
  lastNameKana: kana("セイ"),
  firstNameKana: kana("メイ"),
  email: requiredEmail,
  tel: z.string(ACCOUNT_MESSAGES.required("携帯電話番号")).trim().pipe(mobilePhoneSchema),
  postalCode: optionalPostalCode,
  prefectureId: optionalPrefecture,
  address1: optionalText("住所", 100),
  address2: optionalText("建物名・部屋番号", 100),
};

const confirmMatches = <T extends { password?: string; passwordConfirmation?: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if ((value.password ?? "") !== (value.passwordConfirmation ?? "")) {
    ctx.addIssue({
      code: "custom",
      path: ["passwordConfirmation"],
      message: ACCOUNT_MESSAGES.passwordMismatch,
    });
  }
};

export const signUpSchema = z
  .object({ ...profileFields, password: newPassword, passwordConfirmation: z.string().optional() })
  .superRefine(confirmMatches);
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email: requiredEmail,
  password: z.string(ACCOUNT_MESSAGES.required("パスワード")).min(1, ACCOUNT_MESSAGES.required("パスワード")),
});
export type SignInInput = z.input<typeof signInSchema>;

/** Administrators: the authenticator app's code (or a recovery code) once the server asks for it. */
export const adminSignInSchema = signInSchema.extend({
  otp: z.string().trim().max(20).nullish(),
});
export type AdminSignInInput = z.input<typeof adminSignInSchema>;

/** Profile edit: changing the e-mail or the password needs the current password (checked by the server). */
export const customerUpdateSchema = z
  .object({
    ...profileFields,
    password: optionalNewPassword,
    passwordConfirmation: z.string().optional(),
    currentPassword: z.string().optional(),
  })
  .superRefine(confirmMatches);
export type CustomerUpdateInput = z.input<typeof customerUpdateSchema>;

export const emailOnlySchema = z.object({ email: requiredEmail });

export const passwordResetRequestSchema = z.object({
  email: requiredEmail,
  redirectUrl: z.string().trim().max(500, "リダイレクト先のアドレスが正しくありません").optional(),
});

export const newPasswordSchema = z
  .object({ password: newPassword, passwordConfirmation: z.string().optional() })
  .superRefine(confirmMatches);

export const ADMIN_ROLES = { OWNER: "オーナー", STAFF: "スタッフ" } as const;
export type AdminRole = keyof typeof ADMIN_ROLES;

export const administratorCreateSchema = z
  .object({
    name: required("名前", 30),
    email: requiredEmail,
    password: newPassword,
    passwordConfirmation: z.string().optional(),
    role: z.enum(["OWNER", "STAFF"], "権限を選択してください"),
  })
  .superRefine(confirmMatches);

export const administratorUpdateSchema = z
  .object({
    name: required("名前", 30),
    email: requiredEmail,
    password: optionalNewPassword,
    passwordConfirmation: z.string().optional(),
    currentPassword: z.string().optional(),
  })
  .superRefine(confirmMatches);

/** A customer's record as staff create or edit it: the profile without any password. */
export const adminCustomerSchema = z.object(profileFields);
export type AdminCustomerInput = z.input<typeof adminCustomerSchema>;
