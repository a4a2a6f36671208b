// The board card's one-tap print (issue 29 point 3, decision 0044): queueOrderPrint answers the
// ticket's state, a second tap while a ticket is waiting queues nothing new, printJob follows the
// ticket to PRINTED as the printer answers, and neither door opens to anyone but staff.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql } from "../../support/http.js";
import { adminSession } from "../board/helpers.js";
import { demoProduct, futureSlot, orderInput, PLACE_ORDER, totalOf } from "../order/helpers.js";

let app: TestApp;
let admin: Awaited<ReturnType<typeof adminSession>>;
let secret = "";
const MAC = "00:11:62:2e:4f:01";

const REGISTER = `mutation($name: String!, $mac: String!) { registerPrinter(name: $name, mac: $mac) {
  __typename ... on MutationRegisterPrinterSuccess { data { secret } } } }`;
const QUEUE = `mutation($id: ID!) { queueOrderPrint(id: $id, kind: KITCHEN) {
  __typename ... on MutationQueueOrderPrintSuccess { data { id reprint state } } ... on Error { message } } }`;
const JOB = `query($id: ID!) { printJob(id: $id) { id reprint state } }`;

const auth = () => ({ authorization: `Basic ${Buffer.from(`cloudprnt:${secret}`).toString("base64")}` });
async function printerTakesAndPrints() {
  const poll = await fetch(`${app.url}/api/cloudprnt`, {
    method: "POST",
    headers: { ...auth(), "content-type": "application/json" },
    body: JSON.stringify({ printerMAC: MAC, statusCode: "200%20OK", printingInProgress: false }),
  });
  const token = ((await poll.json()) as { jobToken?: string }).jobToken ?? "";
  expect(token).not.toBe("");
  return {
    token,
    confirm: () =>
      fetch(`${app.url}/api/cloudprnt?${new URLSearchParams({ mac: MAC, code: "200 OK", token })}`, {
        method: "DELETE",
        headers: auth(),
      }),
  };
}

async function placeOrder() {
  const slot = await futureSlot(app.db.prisma, "TAKEOUT");
  const demo = await demoProduct(app.db.prisma);
  const items = [
    { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 1 },
  ];
  const { data } = await gql(app.url, PLACE_ORDER, {
    input: orderInput(slot, items, await totalOf(app.db.prisma, items)),
  });
  expect(data?.placeOrder.__typename, JSON.stringify(data)).toBe("MutationPlaceOrderSuccess");
  return data?.placeOrder.data.order as { id: string; code: string };
}

beforeAll(async () => {
  app = await startTestApp();
  admin = await adminSession(app.url);
  const { data } = await admin.gql(REGISTER, { name: "キッチン", mac: MAC });
  secret = data?.registerPrinter.data.secret;
});
afterAll(async () => {
  await app?.close();
});

describe("one-tap print from the board card", () => {
  it("answers the waiting kitchen ticket on a tap, then a reprint once it is printed, followed to PRINTED", async () => {
    const order = await placeOrder();
    const jobs = () => app.db.prisma.printJob.count({ where: { orderId: Number(order.id) } });
    expect(await jobs()).toBe(1);

    // The order's own ticket has not printed yet: two taps queue nothing more.
    const first = await admin.gql(QUEUE, { id: order.id });
    const again = await admin.gql(QUEUE, { id: order.id });
    expect(first.data?.queueOrderPrint.data).toMatchObject({ reprint: false, state: "WAITING" });
    expect(again.data?.queueOrderPrint.data.id).toBe(first.data?.queueOrderPrint.data.id);
    expect(await jobs()).toBe(1);

    const held = await printerTakesAndPrints();
    const ownId = first.data?.queueOrderPrint.data.id;
    expect((await admin.gql(JOB, { id: ownId })).data?.printJob.state).toBe("SENT");
    expect((await held.confirm()).status).toBe(200);
    expect((await admin.gql(JOB, { id: ownId })).data?.printJob.state).toBe("PRINTED");

    // Printed: the next tap is a new ticket whose paper says 再印刷.
    const reprint = await admin.gql(QUEUE, { id: order.id });
    expect(reprint.data?.queueOrderPrint.data).toMatchObject({ reprint: true, state: "WAITING" });
    expect(reprint.data?.queueOrderPrint.data.id).not.toBe(ownId);
    expect(await jobs()).toBe(2);
    await (await printerTakesAndPrints()).confirm();
    const followed = await admin.gql(JOB, { id: reprint.data?.queueOrderPrint.data.id });
    expect(followed.data?.printJob).toMatchObject({ reprint: true, state: "PRINTED" });
    const printed = await app.db.prisma.order.findUniqueOrThrow({ where: { id: Number(order.id) } });
    expect(printed.printCount).toBe(2);
  });

  it("refuses anyone but staff, and answers no job for an id that is none", async () => {
    const order = await placeOrder();
    const before = await app.db.prisma.printJob.count();
    const queued = await gql(app.url, QUEUE, { id: order.id });
    expect(queued.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const job = await gql(app.url, JOB, { id: "1" });
    expect(job.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(await app.db.prisma.printJob.count()).toBe(before);
    for (const id of ["0", "abc", "99999999999"]) {
      const none = await admin.gql(JOB, { id });
      expect(none.errors).toBeUndefined();
      expect(none.data?.printJob).toBeNull();
    }
  });
});
