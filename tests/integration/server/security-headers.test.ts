// Response headers (issue 31, decision 0036): every answer says nosniff, no framing, a strict
// referrer policy and no powerful features; a page's Content-Security-Policy runs only the site's
// own scripts and the inline scripts the build put in it (by hash); HSTS when the browser came over
// HTTPS through a trusted proxy.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashSource } from "../../../server/src/http/security-headers.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql } from "../../support/http.js";
import { demoProduct, futureSlot, orderInput, PLACE_ORDER, totalOf } from "../order/helpers.js";

const INLINE = 'document.documentElement.dataset.ready="1"';
const INDEX = `<!doctype html><html lang="ja"><head><title>fixture</title>
<script>${INLINE}</script>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
</head><body><div id="root"></div>
<script type="application/json" id="data">{"a":1}</script></body></html>`;

let app: TestApp;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), "karaage-csp-"));
  await writeFile(path.join(dist, "index.html"), INDEX);
  app = await startTestApp({ env: { CLIENT_DIST_DIR: dist, TRUST_PROXY: "1" } });
});
afterAll(async () => {
  await app?.close();
  await rm(dist, { recursive: true, force: true });
});

const directives = (policy: string | null) =>
  Object.fromEntries(
    (policy ?? "").split(";").map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  ) as Record<string, string[]>;

function expectCommonHeaders(res: Response) {
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("x-frame-options")).toBe("DENY");
  expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("permissions-policy")).toContain("camera=()");
  expect(res.headers.get("permissions-policy")).toContain("geolocation=()");
  const csp = directives(res.headers.get("content-security-policy"));
  expect(csp["frame-ancestors"]).toEqual(["'none'"]);
  expect(csp["object-src"]).toEqual(["'none'"]);
  expect(csp["default-src"]).toEqual(["'self'"]);
  for (const sources of Object.values(csp)) {
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources).not.toContain("'unsafe-eval'");
    expect(sources).not.toContain("*");
  }
  return csp;
}

describe("security headers", () => {
  it("give a page a policy that runs its own inline script by hash and nothing else inline", async () => {
    for (const page of ["/", "/menu", "/admin/order/today", "/no-such-page"]) {
      const res = await fetch(`${app.url}${page}`, { headers: { accept: "text/html" } });
      expect(res.headers.get("content-type")).toContain("text/html");
      const csp = expectCommonHeaders(res);
      expect(csp["script-src"], page).toEqual(["'self'", hashSource(INLINE)]);
      expect(csp["img-src"]).toEqual(["'self'", "data:", "blob:"]);
      expect(csp["connect-src"]).toEqual(["'self'"]);
      expect(res.headers.get("strict-transport-security")).toBeNull();
    }
  });

  it("come with every answer: GraphQL, REST, the menu's fast path, a 404", async () => {
    const body = JSON.stringify({ query: "{ __typename }" });
    const answers = [
      await fetch(`${app.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      }),
      await fetch(`${app.url}/api/products`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      }),
      await fetch(`${app.url}/api/products`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      }),
      await fetch(`${app.url}/api/nothing-here`),
      await fetch(`${app.url}/healthz`),
    ];
    for (const res of answers) {
      const csp = expectCommonHeaders(res);
      expect(csp["script-src"]).toEqual(["'self'"]);
    }
  });

  it("send HSTS only when the trusted proxy says the browser came over HTTPS", async () => {
    const over = (proto?: string) =>
      fetch(`${app.url}/healthz`, { headers: proto ? { "x-forwarded-proto": proto } : {} });
    expect((await over("https")).headers.get("strict-transport-security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expect((await over("http")).headers.get("strict-transport-security")).toBeNull();
    expect((await over()).headers.get("strict-transport-security")).toBeNull();
    // Only the entry the trusted proxy added counts, not one the client wrote before it.
    expect((await over("https, http")).headers.get("strict-transport-security")).toBeNull();
  });

  it("let the sandbox payment page apply its own style and send its form back to the shop", async () => {
    const slot = await futureSlot(app.db.prisma, "TAKEOUT");
    const demo = await demoProduct(app.db.prisma);
    const items = [
      { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 1 },
    ];
    const total = await totalOf(app.db.prisma, items);
    const { data } = await gql(app.url, PLACE_ORDER, {
      input: orderInput(slot, items, total, { paymentMethod: "CARD", email: "csp@example.jp" }),
    });
    const paymentUrl = new URL(data?.placeOrder.data.paymentUrl);
    const res = await fetch(`${app.url}${paymentUrl.pathname}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    const csp = expectCommonHeaders(res);
    expect(csp["style-src"]).toEqual(["'self'", hashSource(style)]);
    expect(csp["form-action"]).toContain(new URL(app.config.publicUrl).origin);
  });
});
