/**
 * Why the shop cancels an order (the board's cancel dialog, Mutation.cancelOrder, DELETE
 * /api/admin/orders/{id}): the reasons, their words for staff and for the customer's mail, and the
 * rule both sides check (decision 0018).
 */
import { z } from "./zod-ja.js";

export const CANCEL_REASONS = ["CUSTOMER_REQUEST", "NO_SHOW", "SOLD_OUT", "OTHER"] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** What staff read on the board and in the dialog. */
export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  CUSTOMER_REQUEST: "お客様のご都合",
  NO_SHOW: "来店なし（受け取りなし）",
  SOLD_OUT: "品切れ",
  OTHER: "その他",
};

export const CANCEL_NOTE_MAX = 200;

export const CANCEL_MESSAGES = {
  reason: "キャンセルの理由を選んでください",
  note: `メモは${CANCEL_NOTE_MAX}文字以内で入力してください`,
} as const;

export const cancelOrderSchema = z.object({
  reason: z.enum(CANCEL_REASONS, CANCEL_MESSAGES.reason),
  note: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.string(CANCEL_MESSAGES.note).trim().max(CANCEL_NOTE_MAX, CANCEL_MESSAGES.note).optional(),
  ),
});
export type CancelOrderInput = z.infer<typeof cancelOrderSchema>;

/** End of the business day: how staff close an order left open. */
export const CLOSE_OUTCOMES = ["PROVIDED", "NO_SHOW"] as const;
export type CloseOutcome = (typeof CLOSE_OUTCOMES)[number];
