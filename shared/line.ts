// LINE notices (decision 0051): the back office's channel settings, shared by the form and the server.
import { z } from "./zod-ja.js";

/** A channel id as LINE Developers shows it: digits. */
const channelId = z
  .string()
  .trim()
  .max(20, "チャネルIDは20文字以内で入力してください")
  .regex(/^\d*$/, "半角数字のみ入力してください");
/** A channel secret: 32 hexadecimal characters. Empty keeps the stored one (secrets are write-only). */
const channelSecret = z
  .string()
  .trim()
  .regex(/^(?:[0-9a-f]{32})?$/i, "チャネルシークレットは32桁の英数字（0-9, a-f）で入力してください");
/** A long-lived channel access token: printable ASCII, no spaces. Empty keeps the stored one. */
const accessToken = z
  .string()
  .trim()
  .max(1000, "チャネルアクセストークンは1000文字以内で入力してください")
  .regex(/^[\x21-\x7e]*$/, "チャネルアクセストークンに使えない文字が含まれています");

export const lineSettingsSchema = z.object({
  channelId,
  channelSecret,
  accessToken,
  loginChannelId: channelId,
  loginChannelSecret: channelSecret,
  /** Removes every stored value (LINE notices stop; linked customers stay linked). */
  disconnect: z.boolean().default(false),
});
export type LineSettingsInput = z.input<typeof lineSettingsSchema>;

/** Where a LINE Login started: a member's page, or a guest's checkout (the pages it returns to). */
export const LINE_LINK_RETURN_PATHS = ["/mypage", "/cart/info", "/cart/confirm"] as const;
export const lineLinkStartSchema = z.object({
  returnTo: z.enum(LINE_LINK_RETURN_PATHS, "戻り先のページが正しくありません"),
});

export const lineLinkCallbackSchema = z.object({
  state: z.string().min(1, "LINE連携の情報が正しくありません").max(200, "LINE連携の情報が正しくありません"),
  code: z.string().max(500, "LINE連携の情報が正しくありません").optional(),
  error: z.string().max(200).optional(),
});

/** A guest's link, handed back to the checkout and sent with the order. */
export const lineTicketSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{20,64}$/, "LINE連携の情報が正しくありません。もう一度連携してください");

/** LINE's free plan in Japan (コミュニケーションプラン): 200 messages a month. */
export const LINE_FREE_MONTHLY_MESSAGES = 200;
