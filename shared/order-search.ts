/**
 * The staff's order history search (/admin/order/history, GET /api/admin/orders/past,
 * Query.adminOrders): shared by the search form and the server so both refuse the same input.
 */
import { z } from "./zod-ja.js";

export const ORDER_SEARCH_MESSAGES = {
  code: "注文番号は英数字6文字で入力してください",
  name: "お名前は50文字以内で入力してください",
  tel: "電話番号は半角数字（ハイフンなし可）で入力してください",
  date: "日付はYYYY-MM-DDの形式で入力してください",
} as const;

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export const orderSearchSchema = z.object({
  code: z.preprocess(
    blankToUndefined,
    z
      .string(ORDER_SEARCH_MESSAGES.code)
      .trim()
      .regex(/^[A-Za-z0-9]{1,6}$/, ORDER_SEARCH_MESSAGES.code)
      .transform((v) => v.toUpperCase())
      .optional(),
  ),
  name: z.preprocess(
    blankToUndefined,
    z.string(ORDER_SEARCH_MESSAGES.name).trim().max(50, ORDER_SEARCH_MESSAGES.name).optional(),
  ),
  tel: z.preprocess(
    blankToUndefined,
    z
      .string(ORDER_SEARCH_MESSAGES.tel)
      .trim()
      .regex(/^[0-9-]{2,15}$/, ORDER_SEARCH_MESSAGES.tel)
      .transform((v) => v.replaceAll("-", ""))
      .optional(),
  ),
  date: z.preprocess(
    blankToUndefined,
    z.string(ORDER_SEARCH_MESSAGES.date).refine(isCalendarDate, ORDER_SEARCH_MESSAGES.date).optional(),
  ),
});
export type OrderSearchInput = z.input<typeof orderSearchSchema>;
export type OrderSearch = z.output<typeof orderSearchSchema>;

/** Orders whose slot is today, from tomorrow on, or before today (Tokyo days). */
export const ORDER_PERIODS = ["TODAY", "FUTURE", "PAST"] as const;
export type OrderPeriod = (typeof ORDER_PERIODS)[number];
