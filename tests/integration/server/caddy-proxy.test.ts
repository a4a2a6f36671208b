// TLS in front (issue 32 point 6, decision 0047): the repository's Caddyfile, run by Debian's
// caddy on loopback with its own certificate authority (`tls internal`), carries an order over
// HTTPS and the board's WebSocket (wss) to the app. Skipped when caddy is not installed.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import https from "node:https";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import type { Json } from "../../support/http.js";
import { waitUntil } from "../../support/jobs.js";
import { adminHeaders, BOARD_SUBSCRIPTION } from "../board/helpers.js";
import { demoProduct, futureSlot, orderInput, PLACE_ORDER, totalOf } from "../order/helpers.js";

const caddyPath = process.env.CADDY_PATH ?? "caddy";
const caddyInstalled = spawnSync(caddyPath, ["version"]).status === 0;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function post(url: string, body: object, ca: string): Promise<{ status: number; json: Json }> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      url,
      { method: "POST", ca, headers: { "content-type": "application/json" } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text || "{}") }));
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}

describe.runIf(caddyInstalled)("Caddy in front of the app", () => {
  let app: TestApp;
  let caddy: ChildProcess;
  let dir: string;
  let site: string;
  let ca: string;

  beforeAll(async () => {
    app = await startTestApp();
    dir = await mkdtemp(path.join(tmpdir(), "karaage-caddy-"));
    const [httpsPort, httpPort] = [await freePort(), await freePort()];
    site = `https://localhost:${httpsPort}`;
    // The repository's site block, with ports and storage of this test's own.
    const siteBlock = (await readFile(path.resolve("deploy/Caddyfile"), "utf8")).replace(/^#.*\n/gm, "");
    await writeFile(
      path.join(dir, "Caddyfile"),
      `{\n\tadmin off\n\tskip_install_trust\n\thttp_port ${httpPort}\n\thttps_port ${httpsPort}\n\tstorage file_system ${dir}/data\n}\n${siteBlock}`,
    );
    caddy = spawn(caddyPath, ["run", "--config", path.join(dir, "Caddyfile"), "--adapter", "caddyfile"], {
      env: {
        PATH: process.env.PATH,
        HOME: dir,
        XDG_DATA_HOME: dir,
        XDG_CONFIG_HOME: dir,
        SITE_ADDRESS: site,
        TLS: "internal",
        UPSTREAM: new URL(app.url).host,
      },
      stdio: "ignore",
    });
    const root = path.join(dir, "data/pki/authorities/local/root.crt");
    await waitUntil(async () => Boolean(await readFile(root, "utf8").catch(() => "")), 20_000, "caddy's CA");
    ca = await readFile(root, "utf8");
    await waitUntil(
      async () =>
        (await post(`${site}/graphql`, { query: "{ __typename }" }, ca).catch(() => ({ status: 0 })))
          .status === 200,
      20_000,
      "caddy serving",
    );
  }, 60_000);
  afterAll(async () => {
    caddy?.kill("SIGTERM");
    await app?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("carries an order over HTTPS and shows it on a board connected over wss", async () => {
    const headers = await adminHeaders(app.url);
    const seen: string[] = [];
    let connected = false;
    const client = createClient({
      url: `${site.replace(/^https/, "wss")}/graphql`,
      // Caddy's local authority, as a browser that trusts it would.
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { ca });
        }
      },
      connectionParams: headers,
      retryAttempts: 0,
      on: { connected: () => (connected = true) },
    });
    const stop = client.subscribe(
      { query: BOARD_SUBSCRIPTION },
      {
        next: (result) => {
          const code = (result.data as { orderEvents?: { order?: { code: string } } })?.orderEvents?.order
            ?.code;
          if (code) seen.push(code);
        },
        error: () => {},
        complete: () => {},
      },
    );
    try {
      await waitUntil(() => connected, 10_000, "board connected through caddy");
      const slot = await futureSlot(app.db.prisma, "TAKEOUT");
      const demo = await demoProduct(app.db.prisma);
      const items = [
        { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 1 },
      ];
      const { status, json } = await post(
        `${site}/graphql`,
        {
          query: PLACE_ORDER,
          variables: { input: orderInput(slot, items, await totalOf(app.db.prisma, items)) },
        },
        ca,
      );
      expect(status).toBe(200);
      expect(json.data?.placeOrder.__typename, JSON.stringify(json)).toBe("MutationPlaceOrderSuccess");
      const code = json.data.placeOrder.data.order.code as string;
      await waitUntil(() => seen.includes(code), 15_000, "the order on the board");
    } finally {
      stop();
      await client.dispose();
    }
  }, 60_000);
});
