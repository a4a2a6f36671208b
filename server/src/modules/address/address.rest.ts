// GET /zipApi/api/search?zipcode=NNNNNNN in zipcloud's response shape, served from bundled data.
// Mounted at /zipApi (outside /api) by app.ts; needs no request context or database.
import { Hono } from "hono";
import { addressesByPostalCode, normalizeZipcode, POSTAL_CODE_FORMAT_MESSAGE } from "./address.service.js";

export const zipApiRoutes = new Hono().get("/api/search", (c) => {
  const zipcode = normalizeZipcode(c.req.query("zipcode") ?? "");
  if (!zipcode) {
    return c.json({ status: 400, message: POSTAL_CODE_FORMAT_MESSAGE, results: null }, 400);
  }
  const results = addressesByPostalCode(zipcode);
  return c.json({ status: 200, message: null, results: results.length ? results : null });
});
