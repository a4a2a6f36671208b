/**
 * The rows under a receipt's or a kitchen ticket's lines, as the server computed them (decision
 * 0007): the lines show their amounts as the customer saw them, which add up to 小計; the delivery
 * fee as shown; 合計（税込）; then, per rate, the rate's total and the tax it contains
 * (「8%対象 1,080円（内消費税 80円）」), as a qualified simplified invoice lists them.
 * Nothing is computed here: every amount comes from the order.
 */

export interface ReceiptTotalsInput {
  method: string;
  /** Sum of the lines' amounts, tax-inclusive. */
  itemsTotal: number;
  /** The delivery fee as shown, tax-inclusive. */
  deliveryFee: number;
  total: number;
  taxes: readonly { rate: number; amount: number; tax: number }[];
}

export interface ReceiptRow {
  key: string;
  label: string;
  amount: number;
}

export interface ReceiptTaxRow {
  key: string;
  /** 「8%対象」 */
  label: string;
  amount: number;
  tax: number;
}

/** The column heading over the lines' amounts. */
export const RECEIPT_LINE_HEADING = "金額";

export function receiptRows(order: ReceiptTotalsInput): {
  rows: ReceiptRow[];
  total: ReceiptRow;
  taxes: ReceiptTaxRow[];
} {
  const rows: ReceiptRow[] = [{ key: "subtotal", label: "小計", amount: order.itemsTotal }];
  if (order.method === "DELIVERY") {
    rows.push({ key: "shipping", label: "配達料", amount: order.deliveryFee });
  }
  return {
    rows,
    total: { key: "total", label: "合計（税込）", amount: order.total },
    taxes: order.taxes.map((line) => ({
      key: `tax-${line.rate}`,
      label: `${line.rate}%対象`,
      amount: line.amount,
      tax: line.tax,
    })),
  };
}
