// The app's Prometheus metrics (prom-client), one registry per process: what one person running
// the shop needs to see from outside (issue 32). Counters and histograms are this process's own;
// gauges of shared state (the job queue) are read from the database when scraped, so every
// instance reports the same queue and nothing is double counted by a sum over instances.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

export const registry = new Registry();
// Process CPU, memory, GC, and the event loop's lag (nodejs_eventloop_lag_*).
collectDefaultMetrics({ register: registry });

export const httpDuration = new Histogram({
  name: "karaage_http_request_duration_seconds",
  help: "HTTP requests by method, route template and status class, from arrival to the last byte",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const ordersPlaced = new Counter({
  name: "karaage_orders_placed_total",
  help: "Orders placed on this instance, by channel (online, counter, phone), method and payment",
  labelNames: ["channel", "method", "payment"] as const,
  registers: [registry],
});

export const paymentsTotal = new Counter({
  name: "karaage_payments_total",
  help: "Payments settled on this instance, by method (stripe, sandbox, cash, card_terminal...) and outcome (paid, declined, expired, flagged)",
  labelNames: ["method", "outcome"] as const,
  registers: [registry],
});

export const refundsTotal = new Counter({
  name: "karaage_refunds_total",
  help: "Refund attempts sent to the payment provider by this instance, by method and outcome (succeeded, failed)",
  labelNames: ["method", "outcome"] as const,
  registers: [registry],
});

export const mailFailures = new Counter({
  name: "karaage_mail_failures_total",
  help: "Mails this instance could not hand over (SMTP or the outbox); each is retried by the queue",
  registers: [registry],
});

/** The job queue's counts and the open sockets, one source per app running in this process. */
export interface AppSources {
  jobCounts(): Promise<{ queue: string; state: string; count: number }[]>;
  openSockets(): number;
}
const sources = new Set<AppSources>();

new Gauge({
  name: "karaage_jobs",
  help: "Jobs in the queue by queue and state (created, retry, active, failed): depth and failures",
  labelNames: ["queue", "state"] as const,
  registers: [registry],
  async collect() {
    this.reset();
    for (const source of sources) {
      const counts = await source.jobCounts().catch(() => []);
      for (const { queue, state, count } of counts) this.inc({ queue, state }, count);
    }
  },
});

new Gauge({
  name: "karaage_websocket_connections",
  help: "Open WebSocket connections on this instance (boards, status pages, storefronts)",
  registers: [registry],
  collect() {
    let open = 0;
    for (const source of sources) open += source.openSockets();
    this.set(open);
  },
});

/** Registers an app's sources; answers the function that unregisters them (on close). */
export function watchApp(source: AppSources): () => void {
  sources.add(source);
  return () => {
    sources.delete(source);
  };
}

/** A route template for the label: never the raw path (ids and codes would explode the series). */
export function routeLabel(pathname: string, matched: string | undefined, graphqlPath: string): string {
  if (pathname === graphqlPath) return graphqlPath;
  if (matched && matched !== "*" && matched !== "/*") return matched;
  if (pathname.startsWith("/api/")) return "/api/*";
  if (pathname.startsWith("/media/")) return "/media/*";
  return "/*";
}
