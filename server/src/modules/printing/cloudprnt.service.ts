// Star CloudPRNT (decision 0044): the printer polls (POST), fetches the job it was offered (GET)
// and confirms it (DELETE). A job is held by one printer at a time and printed once, when its
// confirmation arrives; an unconfirmed job is offered again to the printer holding it.
import { randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "../../../../shared/zod-ja.js";
import { BadRequestError, NotFoundError, UnauthorizedError } from "../../errors.js";
import type { Printer, PrismaClient } from "../../generated/prisma/client.js";
import { type OrderEventPubSub, publishOrderEvent } from "../order/order-events.js";
import { sha256 } from "../order/order-secrets.js";
import { orderInclude } from "../order/order-statement.js";
import { JOB_LIFETIME_MS, jobTicketPng, printableJobs, SILENT_AFTER_MS } from "./print-job.service.js";

/** The one media type we serve: the ticket as a 576 px wide PNG (ticket-png.ts). */
export const MEDIA_TYPE = "image/png";

export const PRINTER_REFUSED = "プリンターを確認できませんでした";
export const POLL_MALFORMED = "CloudPRNT のポーリングの形式が正しくありません";

const MAC = /^[0-9a-f]{2}([:-]?[0-9a-f]{2}){5}$/i;

/** MACs as printers send them (00:11:62:1d:9a:b7, 00-11-62-…, 0011621d9ab7), kept in one form. */
export function normalizeMac(raw: string): string | null {
  const value = decodeURIComponentSafe(raw.trim());
  if (!MAC.test(value)) return null;
  const hex = value.replace(/[:-]/g, "").toLowerCase();
  return hex.match(/../g)!.join(":");
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The poll's body (Star's JSON request); unknown fields (status, clientAction, display…) pass. */
const pollSchema = z.looseObject({
  printerMAC: z.string().max(64),
  statusCode: z.string().min(1).max(200),
  printingInProgress: z.boolean().nullish(),
  status: z.string().max(200).nullish(),
});

export interface Poll {
  mac: string;
  statusCode: string;
  printingInProgress: boolean;
}

/** A poll as Star documents it, or 400: nothing is read or written for a malformed one. */
export function parsePoll(body: unknown): Poll {
  const parsed = pollSchema.safeParse(body);
  const mac = parsed.success ? normalizeMac(parsed.data.printerMAC) : null;
  if (!parsed.success || !mac) throw new BadRequestError(POLL_MALFORMED);
  // Printers send the code URL-encoded ("200%20OK").
  const statusCode = decodeURIComponentSafe(parsed.data.statusCode).slice(0, 100);
  if (!/^\d{3,4}\b/.test(statusCode)) throw new BadRequestError(POLL_MALFORMED);
  return { mac, statusCode, printingInProgress: parsed.data.printingInProgress === true };
}

export const newPrinterSecret = () => randomBytes(24).toString("base64url");

/** The secret of HTTP Basic auth (the printer's CloudPRNT user and password; the user is not checked). */
function basicPassword(authorization: string | undefined): string | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? "");
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon < 0 ? null : decoded.slice(colon + 1);
}

/** The registered printer with this MAC and this secret, or 401 (unknown and wrong look the same). */
export async function authenticatePrinter(
  prisma: PrismaClient,
  mac: string | null,
  authorization: string | undefined,
): Promise<Printer> {
  const secret = basicPassword(authorization);
  const printer = mac ? await prisma.printer.findUnique({ where: { mac } }) : null;
  const given = Buffer.from(sha256(secret ?? ""), "hex");
  const stored = Buffer.from(printer?.secretHash ?? sha256(randomBytes(16).toString("hex")), "hex");
  if (!printer || secret === null || !timingSafeEqual(given, stored))
    throw new UnauthorizedError(PRINTER_REFUSED);
  return printer;
}

export interface PollAnswer {
  jobReady: boolean;
  mediaTypes?: string[];
  jobToken?: string;
}

/**
 * Records the printer's state and offers it a job: the one it already holds (a lost confirmation:
 * the same job, same token, same bytes), else the oldest free one, else one held by a printer gone
 * silent. The claim is one statement with SKIP LOCKED, so two printers polling at once never both
 * get the same job.
 */
export async function poll(prisma: PrismaClient, printer: Printer, input: Poll, now = new Date()) {
  await prisma.printer.update({
    where: { id: printer.id },
    data: { statusCode: input.statusCode, printingInProgress: input.printingInProgress, lastPollAt: now },
  });
  // Offline (4xx, 5xx) or busy: the printer would not fetch now; nothing is handed out.
  if (!input.statusCode.startsWith("2") || input.printingInProgress) return { jobReady: false };
  const silentSince = new Date(now.getTime() - SILENT_AFTER_MS);
  const rows = await prisma.$queryRawUnsafe<{ token: string }[]>(
    `UPDATE "PrintJob" AS t SET "printerId" = $1,
       "handedAt" = CASE WHEN t."printerId" = $1 THEN t."handedAt" ELSE $2::timestamptz END,
       token = coalesce(t.token, $3)
     WHERE t.id = (
       SELECT j.id FROM "PrintJob" j JOIN "Order" o ON o.id = j."orderId"
       LEFT JOIN "Printer" holder ON holder.id = j."printerId"
       WHERE ${printableJobs("$5::timestamptz")}
         AND (j."printerId" IS NULL OR j."printerId" = $1 OR holder."lastPollAt" < $4::timestamptz)
       ORDER BY (j."printerId" IS NOT DISTINCT FROM $1) DESC, j.id
       LIMIT 1 FOR UPDATE OF j SKIP LOCKED)
     RETURNING t.token`,
    printer.id,
    now,
    randomBytes(16).toString("hex"),
    silentSince,
    new Date(now.getTime() - JOB_LIFETIME_MS),
  );
  const token = rows[0]?.token;
  return token ? { jobReady: true, mediaTypes: [MEDIA_TYPE], jobToken: token } : { jobReady: false };
}

export const NO_JOB = "お渡しできる印刷ジョブがありません";

/** The job this printer holds (by its token when the firmware sends one), or 404. */
async function heldJob(prisma: PrismaClient, printer: Printer, token: string | undefined) {
  const job = await prisma.printJob.findFirst({
    where: { printerId: printer.id, printedAt: null, failedAt: null, ...(token ? { token } : {}) },
    orderBy: { id: "asc" },
  });
  if (!job) throw new NotFoundError(NO_JOB);
  return job;
}

/** GET: the held job's PNG; rendered and stored on the first fetch, so every fetch gets the same bytes. */
export async function fetchJob(prisma: PrismaClient, printer: Printer, token: string | undefined) {
  const job = await heldJob(prisma, printer, token);
  return jobTicketPng(prisma, job);
}

/**
 * DELETE: the printer's word on the job. A 2xx code ("OK", "200 OK") means printed: the job is
 * marked once (a repeated confirmation changes nothing) and a kitchen ticket puts the order to
 * cooking as the board's 印刷 does. Any other code means it could not print it: failed, for staff.
 * Any registered printer's confirmation counts: it reports paper that came out.
 */
export async function confirmJob(
  deps: { prisma: PrismaClient; pubsub?: OrderEventPubSub },
  printer: Printer,
  params: { token?: string; code: string },
  now = new Date(),
): Promise<{ printed: boolean }> {
  const { prisma } = deps;
  const code = decodeURIComponentSafe(params.code).trim().slice(0, 100);
  const job = params.token
    ? await prisma.printJob.findFirst({ where: { token: params.token } })
    : await heldJob(prisma, printer, undefined).catch(() => null);
  if (!job) throw new NotFoundError(NO_JOB);
  const ok = code === "OK" || code.startsWith("2");
  if (!ok) {
    await prisma.printJob.updateMany({
      where: { id: job.id, printedAt: null, failedAt: null },
      data: { failedAt: now, failure: code || "unknown" },
    });
    return { printed: false };
  }
  const order = await prisma.$transaction(async (tx) => {
    const marked = await tx.printJob.updateMany({
      where: { id: job.id, printedAt: null },
      data: { printedAt: now, printerId: printer.id, failedAt: null, failure: null },
    });
    if (marked.count === 0 || job.kind !== "KITCHEN") return null;
    const current = await tx.order.findUniqueOrThrow({
      where: { id: job.orderId },
      select: { status: true },
    });
    return tx.order.update({
      where: { id: job.orderId },
      data: {
        ...(current.status === "RECEIVED" ? { status: "PRINTING" as const } : {}),
        printCount: { increment: 1 },
        printedAt: now,
        version: { increment: 1 },
        lastActorName: printer.name,
      },
      include: orderInclude,
    });
  });
  if (order) publishOrderEvent(deps.pubsub, "PRINTING", order, now);
  return { printed: true };
}
