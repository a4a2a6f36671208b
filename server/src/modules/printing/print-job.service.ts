// Print jobs: queued on demand by staff (the kitchen ticket is written by the order's own statement,
// order.service.ts), rendered once to the PNG every fetch returns, and the printers' state for the board.
import { ConflictError, NotFoundError } from "../../errors.js";
import type { Printer, PrintJob, PrintJobKind, PrismaClient } from "../../generated/prisma/client.js";
import { orderTaxLines } from "../order/order-format.js";
import { addressText } from "../order/order-mail.js";
import { ratesInForce } from "../settings/tax.service.js";
import { type TicketInput, ticketDocument } from "./ticket-document.js";
import { renderTicketPng } from "./ticket-png.js";

/** A printer that has not polled for this long is silent; another printer may take its jobs. */
export const SILENT_AFTER_MS = 60_000;

/** A job not printed within a day is not printed at all (staff reprint it if still wanted). */
export const JOB_LIFETIME_MS = 24 * 60 * 60_000;

export const ORDER_NOT_FOUND = "ご注文が見つかりませんでした";
export const NO_PRINTER =
  "プリンターが登録されていません。管理画面の「プリンター」で登録するか、ブラウザで印刷してください";

const paymentText = (o: { method: string; paymentMethod: string; paymentStatus: string }) =>
  o.paymentMethod === "AT_SHOP"
    ? o.method === "DELIVERY"
      ? "お届け時払い"
      : "店頭払い"
    : o.paymentStatus === "PAID"
      ? "カード決済済み"
      : o.paymentStatus === "REFUNDED"
        ? "返金済み"
        : "未決済";

/** What the job's ticket shows, read from its order. */
export async function ticketInputOf(
  prisma: PrismaClient,
  job: Pick<PrintJob, "id" | "orderId" | "kind" | "reprint">,
): Promise<TicketInput> {
  const [order, rates] = await Promise.all([
    prisma.order.findUnique({
      where: { id: job.orderId },
      include: { items: { orderBy: { id: "asc" }, include: { toppings: { orderBy: { id: "asc" } } } } },
    }),
    ratesInForce(prisma),
  ]);
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  const shipping = order.shippingAddress1 !== null;
  const delivery = order.method === "DELIVERY";
  return {
    kind: job.kind,
    reprint: job.reprint,
    jobId: job.id,
    code: order.code,
    // Call numbers (issue 29 point 2) arrive with Order.callNumber; read it when the column exists.
    callNumber: (order as { callNumber?: number | null }).callNumber ?? null,
    locale: order.locale,
    method: order.method,
    slotStartsAt: order.slotStartsAt,
    slotEndsAt: order.slotEndsAt,
    createdAt: order.createdAt,
    customerName: `${order.lastName} ${order.firstName}`.trim(),
    tel: order.tel,
    address: delivery
      ? shipping
        ? addressText(order.shippingPrefectureId, order.shippingAddress1, order.shippingAddress2)
        : addressText(order.prefectureId, order.address1, order.address2)
      : null,
    car: order.useCar ? [order.carColor, order.carNumber].filter(Boolean).join(" / ") || "あり" : null,
    note: order.note,
    items: order.items.map((item) => ({
      productName: item.productName,
      optionName: item.optionName,
      quantity: item.quantity,
      amount: item.amount,
      reducedRate: item.taxRate === rates.REDUCED,
      toppings: item.toppings.map((t) => `${t.toppingName}（${t.optionName}）`),
    })),
    deliveryFee: order.deliveryFee,
    total: order.total,
    taxes: orderTaxLines(order),
    payment: paymentText(order),
    invoiceRegistrationNumber: order.invoiceRegistrationNumber,
    receiptName: order.isReceipt ? (order.receiptName ?? "") : null,
  };
}

/**
 * The job's PNG: the stored one, or rendered now and stored unless a concurrent fetch stored its
 * own first (then that one is returned): every fetch of a job gets the same bytes.
 */
export async function jobTicketPng(prisma: PrismaClient, job: PrintJob): Promise<Uint8Array> {
  if (job.png) return job.png;
  const png = await renderTicketPng(ticketDocument(await ticketInputOf(prisma, job)));
  const rows = await prisma.$queryRawUnsafe<{ png: Uint8Array }[]>(
    `UPDATE "PrintJob" SET png = coalesce(png, $1) WHERE id = $2 RETURNING png`,
    png,
    job.id,
  );
  return rows[0]?.png ?? png;
}

/**
 * A ticket on demand (board or back office): a kitchen ticket again or the customer's receipt. The
 * second ticket of a kind for an order says 再印刷 (a kitchen ticket printed from the browser counts).
 */
export async function queuePrintJob(prisma: PrismaClient, orderId: number, kind: PrintJobKind) {
  const [order, printers, earlier] = await Promise.all([
    prisma.order.findUnique({ where: { id: orderId }, select: { id: true, printCount: true, status: true } }),
    prisma.printer.count(),
    prisma.printJob.count({ where: { orderId, kind } }),
  ]);
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  if (printers === 0) throw new ConflictError(NO_PRINTER);
  if (order.status === "CANCELLED" && kind === "KITCHEN") {
    throw new ConflictError("キャンセルされたご注文のキッチン伝票は印刷できません");
  }
  // A ticket of this kind already waiting for a printer is not queued twice (a second tap on the
  // board while the first ticket is on its way, or the order's own kitchen ticket not printed yet).
  const [waiting] = await prisma.$queryRawUnsafe<QueuedJob[]>(
    `SELECT j.id, j.reprint, j."printerId", j."printedAt", j."failedAt" FROM "PrintJob" j JOIN "Order" o ON o.id = j."orderId"
      WHERE j."orderId" = $1 AND j.kind = $2::"PrintJobKind" AND ${printableJobs("$3::timestamptz")}
      ORDER BY j.id LIMIT 1`,
    orderId,
    kind,
    new Date(Date.now() - JOB_LIFETIME_MS),
  );
  if (waiting) return waiting;
  const reprint = earlier > 0 || (kind === "KITCHEN" && order.printCount > 0);
  return prisma.printJob.create({ data: { orderId, kind, reprint }, select: QUEUED_JOB });
}

/** What the board follows of a ticket it asked for. */
export type QueuedJob = Pick<PrintJob, "id" | "reprint" | "printerId" | "printedAt" | "failedAt">;
export const QUEUED_JOB = {
  id: true,
  reprint: true,
  printerId: true,
  printedAt: true,
  failedAt: true,
} as const;

export type PrintJobState = "WAITING" | "SENT" | "PRINTED" | "FAILED";

/** Where a ticket is: waiting for a poll, handed to a printer, printed (confirmed) or refused. */
export function printJobState(job: QueuedJob): PrintJobState {
  if (job.printedAt) return "PRINTED";
  if (job.failedAt) return "FAILED";
  return job.printerId === null ? "WAITING" : "SENT";
}

export type PrinterState = "ONLINE" | "PAPER_LOW" | "PAPER_OUT" | "COVER_OPEN" | "ERROR" | "SILENT";

/** The printer's state as its last poll told it (Star's printer status codes), or SILENT. */
export function printerState(
  printer: Pick<Printer, "statusCode" | "lastPollAt">,
  now = new Date(),
): PrinterState {
  if (!printer.lastPollAt || now.getTime() - printer.lastPollAt.getTime() > SILENT_AFTER_MS) return "SILENT";
  const code = printer.statusCode ?? "";
  if (/^21\d/.test(code)) return "PAPER_LOW";
  if (code.startsWith("2")) return "ONLINE";
  if (code.startsWith("410")) return "PAPER_OUT"; // 411 paper jam and the like: an error to look at
  if (/^42\d/.test(code)) return "COVER_OPEN";
  return "ERROR";
}

/**
 * The jobs a printer may take now (SQL over "PrintJob" j JOIN "Order" o; `since` is a parameter: a
 * day ago). Not printed, not failed, from the last day (a ticket never printed yesterday is not
 * printed this morning). A kitchen ticket once its order is to cook and has not been printed from
 * the browser meanwhile (its printer was out: no second ticket when it is back); a reprint asked
 * for by staff and a receipt whatever the order's state, but never for a cancelled order's kitchen.
 */
export const printableJobs = (since: string) => `j."printedAt" IS NULL AND j."failedAt" IS NULL
  AND j."createdAt" > ${since}
  AND (j.kind = 'RECEIPT'
    OR (j.reprint AND o.status <> 'CANCELLED')
    OR (o.status = 'RECEIVED' AND o."printCount" = 0))`;

/** Jobs a printer would take now, and those a printer could not print (the last day). */
export async function jobCounts(prisma: PrismaClient, now = new Date()) {
  const rows = await prisma.$queryRawUnsafe<{ waiting: number; failed: number }[]>(
    `SELECT (SELECT count(*)::int FROM "PrintJob" j JOIN "Order" o ON o.id = j."orderId"
              WHERE ${printableJobs("$1::timestamptz")}) AS waiting,
            (SELECT count(*)::int FROM "PrintJob" j
              WHERE j."failedAt" IS NOT NULL AND j."printedAt" IS NULL AND j."createdAt" > $1::timestamptz) AS failed`,
    new Date(now.getTime() - JOB_LIFETIME_MS),
  );
  return rows[0] ?? { waiting: 0, failed: 0 };
}

/** The printers as their polls tell, and the tickets waiting or failed: the back office's queue. */
export async function printQueue(prisma: PrismaClient) {
  const [printers, counts] = await Promise.all([
    prisma.printer.findMany({ orderBy: { id: "asc" } }),
    jobCounts(prisma),
  ]);
  return { printers, waitingJobs: counts.waiting, failedJobs: counts.failed };
}

/** A ticket queued by queueOrderPrint, as the printers have answered so far; null for no such id. */
export function queuedPrintJob(prisma: PrismaClient, id: number) {
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
  return prisma.printJob.findUnique({ where: { id }, select: QUEUED_JOB });
}
