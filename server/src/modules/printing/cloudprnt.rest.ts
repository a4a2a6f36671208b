// The CloudPRNT URL to set in the printer: https://<site>/api/cloudprnt, with the printer's
// CloudPRNT user and password (HTTP Basic; the password is the secret shown when it was registered).
// POST polls, GET fetches the offered job, DELETE confirms it (Star's protocol, decision 0044).
import { Hono } from "hono";
import { UnauthorizedError } from "../../errors.js";
import { type RestContext, type RestEnv, readJson } from "../../rest/rest.js";
import {
  authenticatePrinter,
  confirmJob,
  fetchJob,
  MEDIA_TYPE,
  normalizeMac,
  parsePoll,
  poll,
} from "./cloudprnt.service.js";

/** The printer behind the request, or 401 with the challenge printers answer with their credentials. */
async function printerOf(c: RestContext, mac: string | null) {
  try {
    return await authenticatePrinter(c.get("ctx").prisma, mac, c.req.header("authorization"));
  } catch (error) {
    if (error instanceof UnauthorizedError)
      c.header("WWW-Authenticate", 'Basic realm="CloudPRNT", charset="UTF-8"');
    throw error;
  }
}

const queryMac = (c: RestContext) => normalizeMac(c.req.query("mac") ?? "");
const token = (c: RestContext) => c.req.query("token") || undefined;

export const cloudPrntRoutes = new Hono<RestEnv>()
  .post("/cloudprnt", async (c) => {
    const input = parsePoll(await readJson(c));
    const printer = await printerOf(c, input.mac);
    return c.json(await poll(c.get("ctx").prisma, printer, input));
  })
  .get("/cloudprnt", async (c) => {
    const printer = await printerOf(c, queryMac(c));
    const type = c.req.query("type");
    if (type && type !== MEDIA_TYPE) {
      return c.json({ errors: [`このサーバーは ${MEDIA_TYPE} のみ提供します`] }, 415);
    }
    const png = await fetchJob(c.get("ctx").prisma, printer, token(c));
    return c.body(Buffer.from(png), 200, {
      "content-type": MEDIA_TYPE,
      "cache-control": "no-store",
    });
  })
  .delete("/cloudprnt", async (c) => {
    const printer = await printerOf(c, queryMac(c));
    const ctx = c.get("ctx");
    const result = await confirmJob({ prisma: ctx.prisma, pubsub: ctx.pubsub }, printer, {
      token: token(c),
      code: c.req.query("code") ?? "",
    });
    return c.json(result);
  });
