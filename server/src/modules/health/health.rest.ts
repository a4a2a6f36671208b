import { Hono } from "hono";

/** GET /healthz: 200 while the database answers, 503 otherwise (for load balancers and compose). */
export function healthRoutes(db: { ping(): Promise<boolean> }) {
  return new Hono().get("/healthz", async (c) => {
    const ok = await db.ping().catch(() => false);
    c.header("Cache-Control", "no-store");
    return ok ? c.json({ status: "ok" }) : c.json({ status: "unavailable" }, 503);
  });
}
