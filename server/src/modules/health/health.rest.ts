import { Hono } from "hono";
import type { JobsStatus } from "../../jobs/jobs.js";

/**
 * GET /healthz: the process is alive (200 whenever it answers). GET /readyz: it can do its work:
 * 200 while the database answers and this instance works its job queues, 503 otherwise (for load
 * balancers and compose). Redis is an accelerator: while it is away the app still serves (events
 * reach this instance's own subscribers), so it is reported as "degraded" with a 200; taking every
 * instance out of rotation because Redis blinked would close the shop.
 */
export function healthRoutes(
  db: { ping(): Promise<boolean> },
  pubsub?: { kind: "memory" | "cluster" | "redis"; status(): "up" | "degraded" },
  jobs?: { status(): JobsStatus },
) {
  return new Hono()
    .get("/healthz", (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ status: "ok" });
    })
    .get("/readyz", async (c) => {
      const database = (await db.ping().catch(() => false)) ? "up" : "down";
      c.header("Cache-Control", "no-store");
      const redis = pubsub?.kind === "redis" ? pubsub.status() : "none";
      const queue = jobs?.status() ?? "none";
      const ready = database === "up" && (queue === "running" || queue === "none");
      const status = !ready ? "unavailable" : redis === "degraded" ? "degraded" : "ok";
      return c.json({ status, database, redis, jobs: queue }, ready ? 200 : 503);
    });
}
