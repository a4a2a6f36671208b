// Every queue and schedule of the app, in one list. Schedules are cron in Tokyo time
// (jobs.ts SHOP_TIME_ZONE), whatever the server's zone; each fires once for all instances.

import type { PubSub } from "graphql-yoga";
import type { PrismaClient } from "./generated/prisma/client.js";
import type { Jobs } from "./jobs/jobs.js";
import { logger } from "./lib/log.js";
import type { Mailer } from "./mail/mail.js";
import { defineMailJobs } from "./mail/mail-jobs.js";
import { catalogChanged } from "./modules/catalog/catalog-events.js";
import { defineLineJobs } from "./modules/line/line-notify.js";
import { END_OF_DAY_CRON, END_OF_DAY_QUEUE, noticeOpenOrders } from "./modules/order/end-of-day.js";
import { statusLink } from "./modules/order/order-status-link.js";
import type { PaymentGateway } from "./modules/order/payment-gateway.js";
import { definePaymentExpiryJobs } from "./modules/payment/payment-expiry.js";
import { defineRefundJobs } from "./modules/payment/refunds.js";
import { defineStripeEventJobs } from "./modules/payment/stripe-events.js";
import { PAUSE_RESUME_QUEUE, type PauseResumeJob } from "./modules/settings/reception-control.service.js";
import { publishReceptionChanged } from "./modules/settings/settings-events.js";
import type { PubSubTopics } from "./pubsub.js";

/** Tokyo midnight: "sold out today" marks end (computed from soldOutOn); open menus refetch. */
export const DAY_START_CRON = "0 0 * * *";
export const DAY_START_QUEUE = "day-start";

export interface AppJobDeps {
  prisma: PrismaClient;
  pubsub: PubSub<PubSubTopics>;
  /** The queued mailer (jobs that mail queue their mail like any other change). */
  mailer: Mailer;
  /** What the mail worker delivers with: SMTP or the outbox folder. */
  transport: Pick<Mailer, "send">;
  publicUrl: string;
  /** The live card gateway (payment/gateway-config.ts). */
  gateway: PaymentGateway;
}

const DAILY = {
  expireInSeconds: 300,
  retryLimit: 5,
  retryDelay: 30,
  pollingIntervalSeconds: 30,
  fastPollingIntervalSeconds: 5,
};

export function defineAppJobs(jobs: Pick<Jobs, "define" | "schedule">, deps: AppJobDeps): void {
  defineMailJobs(jobs, deps.transport);
  definePaymentExpiryJobs(jobs, deps);
  defineStripeEventJobs(jobs, deps);
  defineRefundJobs(jobs, deps);
  defineLineJobs(jobs, {
    prisma: deps.prisma,
    statusLinkOf: async (orderId) => {
      const order = await deps.prisma.order.findUniqueOrThrow({
        where: { id: orderId },
        select: { id: true, code: true, locale: true },
      });
      // In the order's language, as the mails' link (/en/order/status/… for an English order).
      return statusLink({ prisma: deps.prisma, publicUrl: deps.publicUrl }, order);
    },
    noticeOrderOf: async (orderId) => {
      const order = await deps.prisma.order.findUnique({
        where: { id: orderId },
        include: { payments: { select: { refundedAmount: true } } },
      });
      if (!order) return null;
      return {
        ...order,
        refund: order.payments.reduce((sum, p) => sum + p.refundedAmount, 0) || null,
      };
    },
  });

  jobs.define(DAY_START_QUEUE, DAILY, async () => {
    catalogChanged(deps, "soldOut");
  });
  jobs.schedule(DAY_START_QUEUE, DAY_START_CRON);

  jobs.define(END_OF_DAY_QUEUE, DAILY, async () => {
    const notice = await noticeOpenOrders(deps);
    if (notice) logger.info(`[order] ${notice.openCount} order(s) of ${notice.day} still open at day end`);
  });
  jobs.schedule(END_OF_DAY_QUEUE, END_OF_DAY_CRON);

  // Scheduled by the pause itself, for its pausedUntil: storefronts and boards refetch at once.
  jobs.define<PauseResumeJob>(
    PAUSE_RESUME_QUEUE,
    { ...DAILY, pollingIntervalSeconds: 5, fastPollingIntervalSeconds: 1 },
    async ({ method, at }) => {
      publishReceptionChanged(deps.pubsub, method, new Date(at));
    },
  );
}
