import { Hono } from "hono";

/**
 * GET /healthz: 200 while the database answers, 503 otherwise (for load balancers and compose).
 * Redis is an accelerator: while it is away the app still serves (events reach this instance's
 * own subscribers), so it is reported as "degraded" with a 200.
 */
export function healthRoutes(
  db: { ping(): Promise<boolean> },
  pubsub?: { kind: "memory" | "cluster" | "redis"; status(): "up" | "degraded" },
) {
  return new Hono().get("/healthz", async (c) => {
    const ok = await db.ping().catch(() => false);
    c.header("Cache-Control", "no-store");
    const redis = pubsub?.kind === "redis" ? pubsub.status() : "none";
    return ok
      ? c.json({ status: redis === "degraded" ? "degraded" : "ok", database: "up", redis })
      : c.json({ status: "unavailable", database: "down", redis }, 503);
  });
}
