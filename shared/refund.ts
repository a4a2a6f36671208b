/** Staff's partial refund of a card payment (decision 0035): the rule both sides check. */
import { z } from "zod";

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
