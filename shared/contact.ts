/**
 * The public contact form's rules, shared by the form and the server, and the staff's reply.
 */

import { emailSchema } from "./validation.js";
import { z } from "./zod-ja.js";

const required = (label: string, max: number) =>
  z
    .string(`${label}を入力してください`)
    .trim()
    .min(1, `${label}を入力してください`)
    .max(max, `${label}は${max}文字以内で入力してください`);

/** Messages per hour from one e-mail address and from one network address. */
export const CONTACT_LIMITS = { perEmailPerHour: 5, perIpPerHour: 10 } as const;

export const contactSchema = z.object({
  name: required("お名前", 50),
  email: required("メールアドレス", 254).pipe(emailSchema),
  tel: z
    .string("電話番号は0から始まる10〜11桁の半角数字で入力してください")
    .trim()
    .transform((tel) => tel.replace(/[-‐−\s]/g, ""))
    .pipe(z.string().regex(/^(|0[0-9]{9,10})$/, "電話番号は0から始まる10〜11桁の半角数字で入力してください"))
    .optional(),
  subject: required("件名", 100),
  message: required("お問い合わせ内容", 2000),
});
export type ContactInput = z.input<typeof contactSchema>;

export const contactReplySchema = z.object({ body: required("返信内容", 4000) });
export type ContactReplyInput = z.input<typeof contactReplySchema>;
