// Star CloudPRNT, driven with the request and response shapes of Star's developer guide
// (https://star-m.jp/products/s_print/sdk/StarCloudPRNT/manual/en/protocol-reference/): the poll
// (POST, JSON with printerMAC, statusCode, printingInProgress) answered jobReady, mediaTypes and
// jobToken; the job (GET ?mac=&type=&token=); its confirmation (DELETE ?mac=&code=&token=).
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql } from "../../support/http.js";
import { adminSession } from "../board/helpers.js";
import { demoProduct, futureSlot, orderInput, PLACE_ORDER, totalOf } from "../order/helpers.js";

let app: TestApp;
let admin: Awaited<ReturnType<typeof adminSession>>;
const MAC_A = "00:11:62:1d:9a:b7";
const MAC_B = "00:11:62:1d:9a:b8";
const secrets: Record<string, string> = {};

const REGISTER = `mutation($name: String!, $mac: String!) { registerPrinter(name: $name, mac: $mac) {
  __typename ... on MutationRegisterPrinterSuccess { data { secret printer { id mac } } } ... on Error { message } } }`;
const QUEUE = `mutation($id: ID!, $kind: PrintJobKind!) { queueOrderPrint(id: $id, kind: $kind) {
  __typename ... on MutationQueueOrderPrintSuccess { data { id reprint } } ... on Error { message } } }`;
const PRINT_QUEUE = `{ printQueue { waitingJobs failedJobs printers { mac state } } }`;

function printer(mac: string, secret = secrets[mac] ?? "") {
  const headers = { authorization: `Basic ${Buffer.from(`cloudprnt:${secret}`).toString("base64")}` };
  const url = (query: Record<string, string>) =>
    `${app.url}/api/cloudprnt?${new URLSearchParams({ mac, ...query })}`;
  return {
    async poll(body: object = {}) {
      const res = await fetch(`${app.url}/api/cloudprnt`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ printerMAC: mac, statusCode: "200%20OK", printingInProgress: false, ...body }),
      });
      return {
        status: res.status,
        body: (await res.json()) as Record<string, unknown>,
        headers: res.headers,
      };
    },
    async get(token?: string) {
      const res = await fetch(url({ type: "image/png", ...(token ? { token } : {}) }), { headers });
      return {
        status: res.status,
        type: res.headers.get("content-type"),
        bytes: Buffer.from(await res.arrayBuffer()),
      };
    },
    async confirm(token?: string, code = "200 OK") {
      const res = await fetch(url({ code, ...(token ? { token } : {}) }), { method: "DELETE", headers });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
  };
}

async function placeOrder() {
  const slot = await futureSlot(app.db.prisma, "TAKEOUT");
  const demo = await demoProduct(app.db.prisma);
  const items = [
    { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 2 },
  ];
  const { data } = await gql(app.url, PLACE_ORDER, {
    input: orderInput(slot, items, await totalOf(app.db.prisma, items), { lastName: "髙﨑" }),
  });
  expect(data?.placeOrder.__typename, JSON.stringify(data)).toBe("MutationPlaceOrderSuccess");
  return data?.placeOrder.data.order as { id: string; code: string };
}

/** Every job printed or failed, so each test starts from an empty queue. */
const clearQueue = () =>
  app.db.prisma.printJob.updateMany({ where: { printedAt: null }, data: { printedAt: new Date() } });

beforeAll(async () => {
  app = await startTestApp();
  admin = await adminSession(app.url);
  for (const [name, mac] of [
    ["キッチン", MAC_A],
    ["レジ", MAC_B],
  ] as const) {
    const { data } = await admin.gql(REGISTER, { name, mac: mac.toUpperCase() });
    expect(data?.registerPrinter.__typename, JSON.stringify(data)).toBe("MutationRegisterPrinterSuccess");
    secrets[mac] = data?.registerPrinter.data.secret;
  }
});
afterAll(async () => {
  await app?.close();
});

describe("CloudPRNT", () => {
  it("refuses a wrong secret or an unknown printer with 401 and a malformed poll with 400, handing out nothing", async () => {
    await clearQueue();
    await placeOrder();
    const wrong = await printer(MAC_A, "not-the-secret").poll();
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toMatch(/^Basic/);
    expect(wrong.body).not.toHaveProperty("jobReady");
    expect((await printer("00:11:62:00:00:01", secrets[MAC_A]).poll()).status).toBe(401);
    expect((await printer(MAC_A, "not-the-secret").get()).status).toBe(401);
    const bad = (body: string) =>
      fetch(`${app.url}/api/cloudprnt`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: "Basic eDp5" },
        body,
      }).then((r) => r.status);
    expect(await bad("{not json")).toBe(400);
    expect(await bad(JSON.stringify({ printerMAC: MAC_A }))).toBe(400);
    expect(await bad(JSON.stringify({ printerMAC: "printer-1", statusCode: "200 OK" }))).toBe(400);
    expect(await bad(JSON.stringify({ printerMAC: MAC_A, statusCode: "OK" }))).toBe(400);
    // Nothing was handed out: the job is still free.
    const held = await app.db.prisma.printJob.count({ where: { printedAt: null, printerId: { not: null } } });
    expect(held).toBe(0);
  });

  it("prints a new order's kitchen ticket: offered, fetched as a 576 px PNG (the same bytes again), confirmed once", async () => {
    await clearQueue();
    const order = await placeOrder();
    const a = printer(MAC_A);
    const offered = await a.poll();
    expect(offered.status).toBe(200);
    expect(offered.body).toMatchObject({ jobReady: true, mediaTypes: ["image/png"] });
    const token = offered.body.jobToken as string;
    const first = await a.get(token);
    expect(first.status).toBe(200);
    expect(first.type).toBe("image/png");
    const meta = await sharp(first.bytes).metadata();
    expect(meta.width).toBe(576);
    expect((await a.get(token)).bytes.equals(first.bytes)).toBe(true);

    expect(await a.confirm(token)).toEqual({ status: 200, body: { printed: true } });
    const printed = await app.db.prisma.order.findUniqueOrThrow({ where: { code: order.code } });
    expect(printed).toMatchObject({ status: "PRINTING", printCount: 1 });
    expect((await a.poll()).body).toEqual({ jobReady: false });

    // The same ticket asked for again from the board: a new job whose paper says 再印刷.
    const again = await admin.gql(QUEUE, { id: order.code, kind: "KITCHEN" });
    expect(again.data?.queueOrderPrint.data).toMatchObject({ reprint: true });
    const next = await a.poll();
    const reprint = await a.get(next.body.jobToken as string);
    expect(reprint.bytes.equals(first.bytes)).toBe(false);
    await a.confirm(next.body.jobToken as string);
    const twice = await app.db.prisma.order.findUniqueOrThrow({ where: { code: order.code } });
    expect(twice.printCount).toBe(2);
  });

  it("hands one job to one of two printers polling at once", async () => {
    await clearQueue();
    await placeOrder();
    const [a, b] = await Promise.all([printer(MAC_A).poll(), printer(MAC_B).poll()]);
    expect([a.body.jobReady, b.body.jobReady].filter(Boolean)).toHaveLength(1);
    // The other printer's next polls get nothing while the holder is polling.
    const holder = a.body.jobReady ? printer(MAC_A) : printer(MAC_B);
    const other = a.body.jobReady ? printer(MAC_B) : printer(MAC_A);
    expect((await other.poll()).body).toEqual({ jobReady: false });
    const token = (a.body.jobToken ?? b.body.jobToken) as string;
    expect((await other.get(token)).status).toBe(404);
    await holder.confirm(token);

    // Two new orders, two printers at once: each gets its own.
    await Promise.all([placeOrder(), placeOrder()]);
    const both = await Promise.all([printer(MAC_A).poll(), printer(MAC_B).poll()]);
    expect(both.map((p) => p.body.jobReady)).toEqual([true, true]);
    expect(both[0]!.body.jobToken).not.toBe(both[1]!.body.jobToken);
  });

  it("offers a job whose confirmation was lost again, the same bytes, and counts it printed once", async () => {
    await clearQueue();
    const order = await placeOrder();
    const a = printer(MAC_A);
    const b = printer(MAC_B);
    const token = (await a.poll()).body.jobToken as string;
    const bytes = (await a.get(token)).bytes;
    // Printing (Star: printingInProgress) and its DELETE lost on the way: the next poll offers the same job.
    expect((await a.poll({ printingInProgress: true })).body).toEqual({ jobReady: false });
    expect((await a.poll()).body).toMatchObject({ jobReady: true, jobToken: token });
    expect((await b.poll()).body).toEqual({ jobReady: false });
    expect((await a.get(token)).bytes.equals(bytes)).toBe(true);
    expect((await app.db.prisma.order.findUniqueOrThrow({ where: { code: order.code } })).printCount).toBe(0);
    // The confirmation arrives (its retry too): printed once.
    await a.confirm(token);
    await a.confirm(token);
    expect((await app.db.prisma.order.findUniqueOrThrow({ where: { code: order.code } })).printCount).toBe(1);
    expect(await app.db.prisma.printJob.count({ where: { token, printedAt: { not: null } } })).toBe(1);
  });

  it("does not print a kitchen ticket printed from the browser meanwhile, nor a cancelled order's", async () => {
    await clearQueue();
    const printedByBrowser = await placeOrder();
    expect((await admin.rest("PUT", `/admin/orders/${printedByBrowser.code}/printing`)).status).toBe(200);
    const cancelled = await placeOrder();
    expect((await admin.rest("DELETE", `/admin/orders/${cancelled.code}`)).status).toBe(200);
    expect((await printer(MAC_A).poll()).body).toEqual({ jobReady: false });
  });

  it("gives a silent printer's job to another, and shows each printer's state and the jobs waiting", async () => {
    await clearQueue();
    await placeOrder();
    const token = (await printer(MAC_A).poll()).body.jobToken as string;
    await printer(MAC_B).poll({ statusCode: "410%20Out%20of%20paper" });
    await app.db.prisma.printer.update({
      where: { mac: MAC_A },
      data: { lastPollAt: new Date(Date.now() - 2 * 60_000) },
    });
    const { data } = await admin.gql(PRINT_QUEUE);
    expect(data?.printQueue).toEqual({
      waitingJobs: 1,
      failedJobs: 0,
      printers: [
        { mac: MAC_A, state: "SILENT" },
        { mac: MAC_B, state: "PAPER_OUT" },
      ],
    });
    // Out of paper: nothing for it; paper back in: the silent printer's job is its.
    expect((await printer(MAC_B).poll({ statusCode: "410 Out of paper" })).body).toEqual({ jobReady: false });
    expect((await printer(MAC_B).poll()).body).toMatchObject({ jobReady: true, jobToken: token });
  });
});
