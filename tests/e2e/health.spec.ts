import { expect, test } from "./support/test";

test("the liveness and readiness checks answer 200 on a running shop", async ({ request }) => {
  expect((await request.get("/healthz")).status()).toBe(200);
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toMatchObject({ status: "ok", database: "up", jobs: "running" });
});
