// The sales per day as CSV (decision 0050; issue 28's reconciliation): each day's sales with
// their splits by tax rate, channel and payment way, then the card payments taken, the refunds
// given back, the net by card and the takings at the store or counter. At most 366 rows, read
// from the per-day summaries.
import type { PrismaClient } from "../../generated/prisma/client.js";
import type { CsvCell } from "../../lib/csv.js";
import { csvStream } from "../../lib/csv-stream.js";
import { salesReport } from "./sales.service.js";
import { CHANNEL_LABELS, CHANNELS, PAYMENT_WAY_LABELS, PAYMENT_WAYS } from "./sales-split.js";

export const RECONCILIATION_LABELS = {
  cardPayments: "カード決済",
  refunds: "返金",
  netCard: "カード純額",
  storeTakings: "店頭受取",
} as const;

export async function salesDaysCsv(prisma: PrismaClient, range: { from: string; to: string }) {
  const report = await salesReport(prisma, range, "DAY");
  const rates = report.total.byTaxRate.map((t) => t.rate);
  const headers = [
    "日付",
    "注文数",
    "品数",
    "売上（税込）",
    ...rates.flatMap((rate) => [`${rate}%対象（税込）`, `${rate}%消費税`]),
    ...CHANNELS.map((key) => `${CHANNEL_LABELS[key]}売上`),
    ...PAYMENT_WAYS.map((key) => `${PAYMENT_WAY_LABELS[key]}売上`),
    ...Object.values(RECONCILIATION_LABELS),
  ];
  const rows = report.rows.map((row): CsvCell[] => [
    row.period,
    row.orderCount,
    row.itemCount,
    row.sales,
    ...rates.flatMap((rate) => {
      const share = row.byTaxRate.find((t) => t.rate === rate);
      return [share?.amount ?? 0, share?.tax ?? 0];
    }),
    ...CHANNELS.map((key) => row.byChannel.find((s) => s.key === key)?.sales ?? 0),
    ...PAYMENT_WAYS.map((key) => row.byPayment.find((s) => s.key === key)?.sales ?? 0),
    row.reconciliation.cardPayments,
    row.reconciliation.refunds,
    row.reconciliation.netCard,
    row.reconciliation.storeTakings,
  ]);
  async function* once() {
    yield rows;
  }
  return csvStream(headers, once());
}
