// The LINE webhook's door: the raw body and its signature go to the service untouched.
import { Hono } from "hono";
import type { RestEnv } from "../../rest/rest.js";
import { receiveLineWebhook } from "./line-webhook.service.js";

export const lineRoutes = new Hono<RestEnv>().post("/line/webhook", async (c) => {
  const answer = await receiveLineWebhook(
    c.get("ctx").prisma,
    await c.req.text(),
    c.req.header("x-line-signature"),
  );
  if (answer.status === 200) return c.json({ handled: answer.handled });
  return c.json({ errors: [answer.message] }, answer.status);
});
