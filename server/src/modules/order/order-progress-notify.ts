// Which staff action mails the customer, and the mail (decision 0018). Called once by the code path
// whose conditional write made the transition, so a replay or a second instance sends nothing.
import type { Prisma } from "../../generated/prisma/client.js";
import type { SqlTx } from "../../jobs/job-db.js";
import type { Jobs } from "../../jobs/jobs.js";
import type { Mailer, MailMessage } from "../../mail/mail.js";
import { type LineNoticeEvent, queueLineNotice } from "../line/line-notify.js";
import { currentRates } from "../settings/tax.service.js";
import { localizedLines } from "./order-item-names.js";
import type { MailOrder } from "./order-mail.js";
import { orderCancelledMail, orderDeliveredMail, orderReadyMail } from "./order-progress-mail.js";
import type { OrderEvent } from "./order-status.js";
import { statusLink } from "./order-status-link.js";

export interface NotifyDeps {
  /** The transaction of the status change: the mail is queued only if the change commits. */
  prisma: Prisma.TransactionClient;
  mailer?: Mailer;
  publicUrl?: string;
  /** The job queue, for the LINE notice beside the mail (decision 0051). */
  jobs?: Pick<Jobs, "send">;
}

const LINE_EVENTS: Partial<Record<OrderEvent, LineNoticeEvent>> = {
  READY: "READY",
  DISPATCH: "DISPATCH",
  CANCEL: "CANCEL",
};

/** Whether the shop mails pickups when they are ready (the takeout setting, on unless switched off). */
async function readyMailOn(prisma: Prisma.TransactionClient): Promise<boolean> {
  const setting = await prisma.provisionSetting.findUnique({
    where: { method: "TAKEOUT" },
    select: { readyMail: true },
  });
  return setting?.readyMail ?? true;
}

async function mailFor(
  deps: NotifyDeps,
  event: OrderEvent,
  order: MailOrder,
): Promise<((url: string, reduced?: number) => MailMessage) | null> {
  if (event === "CANCEL") return (url, reduced) => orderCancelledMail(order, url, reduced);
  if (event === "PROVIDE" && order.method === "DELIVERY") {
    return (url, reduced) => orderDeliveredMail(order, url, reduced);
  }
  if (event === "READY" && (await readyMailOn(deps.prisma))) {
    return (url, reduced) => orderReadyMail(order, url, reduced);
  }
  return null;
}

/**
 * Queues the event's mail, if it has one, in the status change's transaction `tx`: no change
 * without its mail and no mail without its change; the key makes one mail per event, ever.
 */
export async function notifyCustomer(
  deps: NotifyDeps,
  event: OrderEvent,
  order: MailOrder & { id: number; lineUserId: string | null; customerId: number | null; channel: string },
  tx: SqlTx,
  /** Not before this instant: the change may still be undone until then (order-undo.ts). */
  startAfter?: Date,
): Promise<void> {
  const lineEvent = LINE_EVENTS[event];
  if (lineEvent && order.channel === "ONLINE")
    await queueLineNotice(deps.prisma, deps.jobs, order, lineEvent, tx);
  if (!deps.mailer || !order.email) return;
  // Item names in the customer's language (decision 0053); the order itself stays Japanese.
  const items = await localizedLines(deps.prisma, order.items, order.locale ?? "ja");
  const compose = await mailFor(deps, event, { ...order, items });
  if (!compose) return;
  const link = await statusLink({ prisma: deps.prisma, publicUrl: deps.publicUrl ?? "" }, order);
  const { REDUCED } = await currentRates(deps.prisma, order.createdAt);
  await deps.mailer.send(compose(link, REDUCED), { tx, key: progressMailKey(event, order.id), startAfter });
}

/** The key of an event's mail to the customer (its job id is derived from it: jobIdFor). */
export function progressMailKey(event: OrderEvent, orderId: number): string {
  return `order-${event.toLowerCase()}:${orderId}`;
}
