/**
 * 「遅れを連絡」 (decision 0056): staff tell a customer their order will be later than its slot. The
 * minutes are counted from the slot's start; the board offers a few one-tap choices and the server
 * checks the same rule.
 */
import { z } from "./zod-ja.js";

export const DELAY_MIN = 5;
export const DELAY_MAX = 120;
/** The board's one-tap choices. */
export const DELAY_CHOICES = [10, 15, 20, 30] as const;

/** Orders a delay can still be told for: accepted and not yet ready, handed over or cancelled. */
export const DELAYABLE_STATUSES = ["RECEIVED", "PRINTING", "OUT_FOR_DELIVERY"] as const;

export const DELAY_MESSAGE = `遅れは${DELAY_MIN}分から${DELAY_MAX}分までの分単位で指定してください`;

export const orderDelaySchema = z.object({
  minutes: z
    .number(DELAY_MESSAGE)
    .int(DELAY_MESSAGE)
    .min(DELAY_MIN, DELAY_MESSAGE)
    .max(DELAY_MAX, DELAY_MESSAGE),
});
export type OrderDelayInput = z.infer<typeof orderDelaySchema>;

/** Whether an order in `status` still shows and takes a delay. */
export const isDelayable = (status: string) => (DELAYABLE_STATUSES as readonly string[]).includes(status);

/** The expected time: the slot's start plus the delay told. */
export const delayedTime = (slotStartsAt: Date | string, minutes: number) =>
  new Date(new Date(slotStartsAt).getTime() + minutes * 60_000);

/** 「お受け取りが予定より約15分遅れる見込みです」: the customer's words, on the status page and in the notices. */
export const delaySentence = (method: string, minutes: number) =>
  `${method === "DELIVERY" ? "お届け" : "お受け取り"}が予定より約${minutes}分遅れる見込みです`;
