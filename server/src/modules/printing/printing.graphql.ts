// CloudPRNT printers and print jobs over GraphQL: the board's printer status, tickets on demand,
// and the owner's printer registration. Thin doors over print-job.service and printers.service.
import { builder } from "../../builder.js";
import { ConflictError, NotFoundError, ValidationError } from "../../errors.js";
import type { Printer as PrinterRow } from "../../generated/prisma/client.js";
import { orderIdOf } from "../order/order-access.js";
import {
  type PrinterState,
  type PrintJobState,
  printerState,
  printJobState,
  printQueue,
  type QueuedJob,
  queuedPrintJob,
  queuePrintJob,
} from "./print-job.service.js";
import { registerPrinter, removePrinter } from "./printers.service.js";

const PrinterStateEnum = builder.enumType("PrinterState", {
  values: [
    "ONLINE",
    "PAPER_LOW",
    "PAPER_OUT",
    "COVER_OPEN",
    "ERROR",
    "SILENT",
  ] as const satisfies PrinterState[],
  description: "From the printer's last poll (Star's status codes); SILENT: no poll for over 60 s",
});

const PrintJobKindEnum = builder.enumType("PrintJobKind", {
  values: ["KITCHEN", "RECEIPT"] as const,
  description: "KITCHEN: the kitchen ticket; RECEIPT: the customer's receipt",
});

const PrinterRef = builder.objectRef<PrinterRow>("Printer").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    mac: t.exposeString("mac"),
    statusCode: t.exposeString("statusCode", { nullable: true }),
    lastPollAt: t.field({ type: "DateTime", nullable: true, resolve: (p) => p.lastPollAt }),
    state: t.field({ type: PrinterStateEnum, resolve: (p) => printerState(p) }),
  }),
});

interface PrintQueue {
  printers: PrinterRow[];
  waitingJobs: number;
  failedJobs: number;
}

const PrintQueueRef = builder.objectRef<PrintQueue>("PrintQueue").implement({
  fields: (t) => ({
    printers: t.field({ type: [PrinterRef], resolve: (p) => p.printers }),
    waitingJobs: t.exposeInt("waitingJobs", { description: "Tickets not printed yet (the last 24 h)" }),
    failedJobs: t.exposeInt("failedJobs", {
      description: "Tickets a printer could not print (the last 24 h)",
    }),
  }),
});

const RegisteredPrinter = builder
  .objectRef<{ printer: PrinterRow; secret: string }>("RegisteredPrinter")
  .implement({
    fields: (t) => ({
      printer: t.field({ type: PrinterRef, resolve: (p) => p.printer }),
      secret: t.exposeString("secret", { description: "The printer's CloudPRNT password: shown this once" }),
    }),
  });

const PrintJobStateEnum = builder.enumType("PrintJobState", {
  values: ["WAITING", "SENT", "PRINTED", "FAILED"] as const satisfies PrintJobState[],
  description:
    "WAITING: no printer has taken it yet; SENT: handed to a printer, not confirmed; PRINTED: confirmed; FAILED: the printer could not print it",
});

const QueuedPrint = builder.objectRef<QueuedJob>("QueuedPrint").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    reprint: t.exposeBoolean("reprint", { description: "The ticket says 再印刷" }),
    state: t.field({ type: PrintJobStateEnum, resolve: (job) => printJobState(job) }),
  }),
});

builder.queryFields((t) => ({
  printQueue: t.field({
    type: PrintQueueRef,
    authScopes: { admin: true },
    description: "The shop's CloudPRNT printers as their polls tell, and the tickets waiting",
    resolve: (_root, _args, ctx) => printQueue(ctx.prisma),
  }),
  printJob: t.field({
    type: QueuedPrint,
    nullable: true,
    authScopes: { admin: true },
    description: "A ticket queued by queueOrderPrint, as the printers have answered so far",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => queuedPrintJob(ctx.prisma, Number(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  queueOrderPrint: t.field({
    type: QueuedPrint,
    authScopes: { admin: true },
    errors: { types: [NotFoundError, ConflictError] },
    description:
      "Sends a ticket of the order to the CloudPRNT printers (a second one says 再印刷); one of the kind already waiting is answered instead of a new one",
    args: { id: t.arg.id({ required: true }), kind: t.arg({ type: PrintJobKindEnum, required: true }) },
    resolve: async (_root, args, ctx) =>
      queuePrintJob(ctx.prisma, await orderIdOf(ctx.prisma, String(args.id)), args.kind),
  }),
  registerPrinter: t.field({
    type: RegisteredPrinter,
    authScopes: { owner: true },
    errors: { types: [ValidationError, ConflictError] },
    args: { name: t.arg.string({ required: true }), mac: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => registerPrinter(ctx.prisma, args),
  }),
  removePrinter: t.field({
    type: PrinterRef,
    authScopes: { owner: true },
    errors: { types: [NotFoundError] },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => removePrinter(ctx.prisma, Number(args.id)),
  }),
}));
