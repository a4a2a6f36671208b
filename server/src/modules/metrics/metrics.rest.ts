import { timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import { registry } from "./metrics.js";

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * GET /metrics in Prometheus's text format: absent (404) unless METRICS_TOKEN is set, and then
 * only with `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise): the figures say how busy
 * the shop is, which is nobody else's business.
 */
export function metricsRoutes(token: string | undefined) {
  return new Hono().get("/metrics", async (c) => {
    c.header("Cache-Control", "no-store");
    if (!token) return c.text("Not Found", 404);
    if (!same(c.req.header("authorization") ?? "", `Bearer ${token}`)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return c.json({ errors: ["メトリクスの認証に失敗しました"] }, 401);
    }
    return c.body(await registry.metrics(), 200, { "Content-Type": registry.contentType });
  });
}
