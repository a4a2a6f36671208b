// GET /zipApi/api/search?zipcode=NNNNNNN in zipcloud's response shape, served from bundled data.
// Mounted at /zipApi (outside /api) by app.ts; needs no request context or database.
import { Hono } from "hono";
import { addressesByPostalCode, checkZipcloudCode } from "./address.service.js";

/** zipcloud's `limit`: at most this many results unless asked otherwise. */
const DEFAULT_LIMIT = 20;

export const zipApiRoutes = new Hono().get("/api/search", (c) => {
  const checked = checkZipcloudCode(c.req.query("zipcode"));
  if ("message" in checked) {
    return c.json({ status: 400, message: checked.message, results: null }, 400);
  }
  const asked = Number(c.req.query("limit"));
  const limit = Number.isInteger(asked) && asked > 0 ? asked : DEFAULT_LIMIT;
  const results = addressesByPostalCode(checked.zipcode).slice(0, limit);
  return c.json({ status: 200, message: null, results: results.length ? results : null });
});
