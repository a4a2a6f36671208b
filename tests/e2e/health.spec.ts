import { expect, test } from "./support/test";

test("the health check answers 200", async ({ request }) => {
  const res = await request.get("/healthz");
  expect(res.status()).toBe(200);
});
