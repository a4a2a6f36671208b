import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import persisted from "../../../client/src/gql/persisted-documents.json";
import { startTestApp, type TestApp } from "../../setup/test-app.js";

const INDEX_HTML = '<!doctype html><html lang="ja"><body><div id="root">fixture-index</div></body></html>';
const html = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

describe("the HTTP server", () => {
  let dist: string;
  let app: TestApp;
  let production: TestApp;
  let unbuilt: TestApp;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), "karaage-dist-"));
    await mkdir(path.join(dist, "assets"));
    await writeFile(path.join(dist, "index.html"), INDEX_HTML);
    await writeFile(path.join(dist, "assets", "index-Ab12Cd34.js"), "console.log('karaage');");
    await writeFile(path.join(dist, "robots.txt"), "User-agent: *\n");
    [app, production, unbuilt] = await Promise.all([
      startTestApp({ seed: false, env: { CLIENT_DIST_DIR: dist } }),
      startTestApp({ seed: false, env: { CLIENT_DIST_DIR: dist, NODE_ENV: "production" } }),
      startTestApp({ seed: false, env: { CLIENT_DIST_DIR: path.join(dist, "missing") } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([app?.close(), production?.close(), unbuilt?.close()]);
    await rm(dist, { recursive: true, force: true });
  });

  it("keeps an idle connection open longer than clients and proxies keep theirs", async () => {
    // A client reusing a connection the server has just closed gets ECONNRESET: the server's idle
    // time must outlast the client's (browsers, Caddy and load balancers keep 60 s or more).
    const { request } = await import("node:http");
    const keepAlive = await new Promise<string | undefined>((resolve, reject) => {
      const req = request(`${app.url}/healthz`, { headers: { connection: "keep-alive" } }, (res) => {
        res.resume();
        resolve(String(res.headers["keep-alive"] ?? ""));
      });
      req.on("error", reject);
      req.end();
    });
    const timeout = Number(/timeout=(\d+)/.exec(keepAlive ?? "")?.[1]);
    expect(timeout).toBeGreaterThanOrEqual(60);
  });

  it("answers a GraphQL syntax error with 400 and an error, whatever the client accepts", async () => {
    for (const accept of ["application/json", "application/graphql-response+json", "*/*"]) {
      const res = await fetch(`${app.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", accept },
        body: JSON.stringify({ query: "{ menu { categories { " }),
      });
      expect(res.status, accept).toBe(400);
      const body = await res.json();
      expect(body.errors[0].message).toMatch(/Syntax Error/);
      expect(body.data).toBeUndefined();
    }
  });

  it("answers a query for a field that does not exist with 400", async () => {
    const res = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ query: "{ secretAdminThings }" }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].extensions.code).toBe("GRAPHQL_VALIDATION_FAILED");
  });

  it("answers an unknown /api route with a JSON 404 in Japanese, even to a browser", async () => {
    for (const [method, route] of [
      ["GET", "/api/no-such-thing"],
      ["POST", "/api/products/123/nope"],
      ["DELETE", "/api"],
    ] as const) {
      const res = await fetch(`${app.url}${route}`, { method, headers: html });
      expect(res.status, route).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      expect(await res.json()).toEqual({ errors: ["お探しのAPIは見つかりませんでした"] });
    }
  });

  it("serves index.html for every page, with 404 for a path that is no page of the app", async () => {
    const res = await fetch(`${app.url}/no-such-page/deeper?x=1`, { headers: html });
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(await res.text()).toContain("fixture-index");
    for (const page of [
      "/",
      "/menu",
      "/order/ABC123",
      "/cart/arrive",
      "/mypage/history/3",
      "/admin",
      "/admin/menu/4",
      "/admin/setting/tax",
    ]) {
      const known = await fetch(`${app.url}${page}?x=1`, { headers: html });
      expect(known.status, page).toBe(200);
      expect(await known.text()).toContain("fixture-index");
    }
    for (const page of [
      "/menu/extra",
      "/cart/arrive/a/b",
      "/order/ABC123/x/y",
      "/admin/no-such-screen",
      "/admin/menu/4/extra",
    ]) {
      const unknown = await fetch(`${app.url}${page}`, { headers: html });
      expect(unknown.status, page).toBe(404);
    }
  });

  it("serves hashed assets as immutable and other files with a short cache", async () => {
    const asset = await fetch(`${app.url}/assets/index-Ab12Cd34.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-type")).toMatch(/javascript/);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await asset.text()).toContain("karaage");
    const robots = await fetch(`${app.url}/robots.txt`);
    expect(robots.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("answers a missing asset with 404 rather than the page", async () => {
    const res = await fetch(`${app.url}/assets/index-gone.js`, { headers: { accept: "*/*" } });
    expect(res.status).toBe(404);
  });

  it("does not serve files outside the client folder", async () => {
    const res = await fetch(`${app.url}/..%2f..%2fpackage.json`, { headers: { accept: "*/*" } });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("karaage-ordering");
  });

  it("tells to run npm run build when the client is not built", async () => {
    const res = await fetch(`${unbuilt.url}/menu`, { headers: html });
    expect(res.status).toBe(503);
    expect(await res.text()).toContain("npm run build");
  });

  it("offers GraphiQL outside production only", async () => {
    const dev = await fetch(`${app.url}/graphql`, { headers: html });
    expect(dev.status).toBe(200);
    expect(await dev.text()).toMatch(/graphiql/i);
    const prod = await fetch(`${production.url}/graphql`, { headers: html });
    expect(await prod.text()).not.toMatch(/graphiql/i);
    expect(prod.status).toBeGreaterThanOrEqual(400);
  });

  it("still answers the client's GraphQL operations in production (sent by hash, decision 0011)", async () => {
    const [key] = Object.entries(persisted).find(([, text]) => text.includes("query MenuPage")) ?? [""];
    const res = await fetch(`${production.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        variables: {},
        extensions: { persistedQuery: { version: 1, sha256Hash: key.replace("sha256:", "") } },
      }),
    });
    expect(await res.json()).toMatchObject({ data: { menu: { taxRate: 8 } } });
  });
});

describe("/healthz and /readyz", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ seed: false });
  });
  afterAll(() => app?.close());

  it("/healthz says the process is alive; /readyz is 200 while the database and the job queue work and 503 once the database is gone", async () => {
    await expect.poll(async () => (await fetch(`${app.url}/readyz`)).status, { timeout: 20_000 }).toBe(200);
    const ready = await fetch(`${app.url}/readyz`);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toEqual({ status: "ok", database: "up", redis: "none", jobs: "running" });
    const alive = await fetch(`${app.url}/healthz`);
    expect(alive.status).toBe(200);
    expect(await alive.json()).toEqual({ status: "ok" });
    await app.db.close();
    const down = await fetch(`${app.url}/readyz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({
      status: "unavailable",
      database: "down",
      redis: "none",
      jobs: "running",
    });
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  });
});
