/**
 * The totals under a receipt's or a kitchen ticket's lines, as the server computed them. The lines
 * show their tax-exclusive amounts, which add up to 小計; tax is rounded once per rate (Japan's
 * invoice rule), so tax-inclusive amounts rounded line by line need not add up to the total.
 */

export interface ReceiptTotalsInput {
  method: string;
  /** Items, tax-exclusive. */
  subtotal: number;
  /** Tax-exclusive. */
  shippingFee: number;
  /** Tax-inclusive: the sum of every rate's taxable amount and its tax. */
  total: number;
  taxes: readonly { rate: number; tax: number }[];
}

export interface ReceiptRow {
  key: string;
  label: string;
  amount: number;
}

/** The column heading over the lines' amounts. */
export const RECEIPT_LINE_HEADING = "金額（税抜）";

/** 小計（税抜）, 配達料（税抜） for a delivery, 消費税（n%） per rate; then 合計（税込）. */
export function receiptRows(order: ReceiptTotalsInput): { rows: ReceiptRow[]; total: ReceiptRow } {
  const rows: ReceiptRow[] = [{ key: "subtotal", label: "小計（税抜）", amount: order.subtotal }];
  if (order.method === "DELIVERY") {
    rows.push({ key: "shipping", label: "配達料（税抜）", amount: order.shippingFee });
  }
  for (const line of order.taxes) {
    rows.push({ key: `tax-${line.rate}`, label: `消費税（${line.rate}%）`, amount: line.tax });
  }
  return { rows, total: { key: "total", label: "合計（税込）", amount: order.total } };
}
