/** Staff's partial refund of a card payment (decision 0035): the rule both sides check. */

import { formatYen } from "./pricing.js";
import { z } from "./zod-ja.js";

export const REFUND_REASON_MAX = 200;

export const REFUND_MESSAGES = {
  amount: "返金額は1円以上の整数で入力してください",
  reason: `返金の理由を${REFUND_REASON_MAX}文字以内で入力してください`,
} as const;

export const refundSchema = z.object({
  amount: z.number(REFUND_MESSAGES.amount).int(REFUND_MESSAGES.amount).min(1, REFUND_MESSAGES.amount),
  reason: z
    .string(REFUND_MESSAGES.reason)
    .trim()
    .min(1, REFUND_MESSAGES.reason)
    .max(REFUND_REASON_MAX, REFUND_MESSAGES.reason),
});
export type RefundInput = z.infer<typeof refundSchema>;

/** 「ご返金 1,260円（カード）」: one refund's words, on the mail, the status page and the board. */
export const refundLine = (amount: number) => `ご返金 ${formatYen(amount)}（カード）`;

/** A refund's state in the staff's words (the customer reads 返金済み or 返金手続き中 only). */
export const REFUND_STATUS_LABEL = {
  PENDING: "返金手続き中",
  SUCCEEDED: "返金済み",
  FAILED: "返金に失敗（自動で再試行中）",
} as const;
