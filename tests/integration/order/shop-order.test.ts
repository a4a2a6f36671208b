// Counter and phone orders (placeShopOrder, POST /api/admin/shop/orders): staff only, channel SHOP
// with its kind, the slot rules (now / chosen / past), idempotency, refusals that write nothing,
// and the same pricing as online orders. Decision 0013.

import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Viewer } from "../../../server/src/context.js";
import { invalidateCatalog } from "../../../server/src/lib/shop-cache.js";
import { addDays, tokyoClock, tokyoInstant } from "../../../server/src/lib/tokyo-time.js";
import { createMailer } from "../../../server/src/mail/mail.js";
import { issueToken } from "../../../server/src/modules/auth/tokens.js";
import type { OrderDeps } from "../../../server/src/modules/order/order-answer.js";
import { placeShopOrder } from "../../../server/src/modules/order/shop-order.service.js";
import { sandboxGateway } from "../../../server/src/modules/payment/sandbox-gateway.js";
import type { Slot } from "../../../server/src/modules/provision/slots.js";
import { VALIDATION_MESSAGES } from "../../../shared/validation.js";
import { startTestSmtp, type TestSmtp } from "../../setup/smtp.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql, rest } from "../../support/http.js";
import { adminSession } from "../board/helpers.js";
import { demoProduct, futureSlot, type Line, setCapacity, totalOf } from "./helpers.js";

let app: TestApp;
let smtp: TestSmtp;
let slot: Slot;
let items: Line[];
let total: number;
let staff: Awaited<ReturnType<typeof adminSession>>;
let customerHeaders: Record<string, string>;
let deps: OrderDeps;

const PLACE_SHOP_ORDER = `mutation($input: PlaceShopOrderInput!) { placeShopOrder(input: $input) {
  __typename
  ... on MutationPlaceShopOrderSuccess { data { order { id code status channel shopKind shopPayment
    paymentMethod paymentStatus paidAt slotStartsAt lastName tel email total
    items { productName optionName quantity toppings { toppingName } } } } }
  ... on ValidationError { message fieldErrors { field messages } }
  ... on PriceChangedError { message }
  ... on ConflictError { message } } }`;

const staffViewer: Viewer = { kind: "admin", administratorId: 1, role: "STAFF", uid: "s", client: "c" };

beforeAll(async () => {
  smtp = await startTestSmtp();
  app = await startTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: "http://shop.test" } });
  const prisma = app.db.prisma;
  slot = await futureSlot(prisma, "TAKEOUT");
  const demo = await demoProduct(prisma);
  items = [
    {
      productId: demo.product.id,
      productOptionId: demo.bigOption.id,
      toppingOptionIds: [demo.toppingOption.id],
      quantity: 2,
    },
  ];
  total = await totalOf(prisma, items);
  staff = await adminSession(app.url);
  const customer = await prisma.customer.create({
    data: {
      email: "counter@example.jp",
      passwordHash: "x",
      lastName: "検証",
      firstName: "太郎",
      lastNameKana: "ケンショウ",
      firstNameKana: "タロウ",
      tel: "09011112222",
      confirmedAt: new Date(),
    },
  });
  const token = await issueToken(prisma, "customer", customer.id);
  customerHeaders = { "access-token": token.accessToken, client: token.client, uid: customer.email };
  deps = {
    prisma,
    mailer: createMailer({ smtpUrl: smtp.url, outboxDir: mkdtempSync(join(tmpdir(), "shop-mail-")) }),
    publicUrl: "http://shop.test",
    gateway: sandboxGateway,
  };
});
afterAll(async () => {
  deps?.mailer.close();
  await app?.close();
  await smtp?.close();
});

const counter = (extra: Record<string, unknown> = {}) => ({
  idempotencyKey: randomUUID(),
  kind: "COUNTER",
  payment: "CASH",
  items,
  expectedTotal: total,
  ...extra,
});
const phone = (extra: Record<string, unknown> = {}) => ({
  idempotencyKey: randomUUID(),
  kind: "PHONE",
  name: "電話 太郎",
  tel: "08033334444",
  slotStartsAt: slot.startsAt.toISOString(),
  items,
  expectedTotal: total,
  ...extra,
});
const orderCount = () => app.db.prisma.order.count();

describe("who may take a shop order", () => {
  it("refuses an anonymous visitor and a customer, and writes nothing", async () => {
    const before = await orderCount();
    const anonymous = await gql(app.url, PLACE_SHOP_ORDER, { input: phone() });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const customer = await gql(app.url, PLACE_SHOP_ORDER, { input: phone() }, customerHeaders);
    expect(customer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await rest(app.url, "POST", "/admin/shop/orders", phone())).status).toBe(401);
    // /api/admin/* does not know a customer's token: the admin guard answers 401 (or 403).
    expect([401, 403]).toContain(
      (await rest(app.url, "POST", "/admin/shop/orders", phone(), customerHeaders)).status,
    );
    expect(await orderCount()).toBe(before);
  });
});

describe("a phone order", () => {
  it("is placed at the chosen slot as channel SHOP / PHONE, unpaid until pickup, and mails when an e-mail is given", async () => {
    const since = smtp.mails.length;
    const { data } = await staff.gql(PLACE_SHOP_ORDER, { input: phone({ email: "Caller@Example.jp" }) });
    const placed = data?.placeShopOrder;
    expect(placed.__typename, JSON.stringify(placed)).toBe("MutationPlaceShopOrderSuccess");
    const order = placed.data.order;
    expect(order).toMatchObject({
      status: "RECEIVED",
      channel: "SHOP",
      shopKind: "PHONE",
      shopPayment: null,
      paymentMethod: "AT_SHOP",
      paymentStatus: "UNPAID",
      lastName: "電話 太郎",
      tel: "08033334444",
      email: "caller@example.jp",
      total,
      slotStartsAt: slot.startsAt.toISOString(),
    });
    expect(order.items[0].toppings).toHaveLength(1);
    const mail = await smtp.waitFor("caller@example.jp", since);
    expect(mail.subject).toContain(order.code);
  });

  it("takes a landline with or without hyphens on both doors, stored as digits, with its 備考", async () => {
    const { data } = await staff.gql(PLACE_SHOP_ORDER, {
      input: phone({ tel: "082-123-4567", note: "  からあげ多めで  " }),
    });
    const placed = data?.placeShopOrder;
    expect(placed.__typename, JSON.stringify(placed)).toBe("MutationPlaceShopOrderSuccess");
    expect(placed.data.order.tel).toBe("0821234567");
    const stored = await app.db.prisma.order.findUniqueOrThrow({ where: { code: placed.data.order.code } });
    expect(stored.note).toBe("からあげ多めで");
    const res = await staff.rest("POST", "/admin/shop/orders", phone({ tel: "0821234567" }));
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    const mobile = await staff.rest("POST", "/admin/shop/orders", phone({ tel: "090-1234-5678" }));
    expect(mobile.status, JSON.stringify(mobile.body)).toBeLessThan(300);
  });

  it("answers the same order for the same key, once", async () => {
    const input = phone();
    const first = await staff.gql(PLACE_SHOP_ORDER, { input });
    const before = await orderCount();
    const again = await staff.gql(PLACE_SHOP_ORDER, { input });
    expect(again.data?.placeShopOrder.data.order.code).toBe(first.data?.placeShopOrder.data.order.code);
    expect(await orderCount()).toBe(before);
  });

  it.each([
    ["no phone number", { tel: "" }, "tel", "電話番号を入力してください"],
    ["a number one digit short", { tel: "082-123-456" }, "tel", VALIDATION_MESSAGES.phone],
    ["a mobile number one digit long", { tel: "090123456789" }, "tel", VALIDATION_MESSAGES.phone],
    ["a number with letters", { tel: "082-ABC-4567" }, "tel", VALIDATION_MESSAGES.phone],
    ["no name", { name: " " }, "name", "お名前を入力してください"],
    ["no slot", { slotStartsAt: null }, "slotStartsAt", "電話注文は受け取り日時を選択してください"],
    ["an empty cart", { items: [] }, "items", "カートに商品がありません"],
  ])("refuses %s with a Japanese message and writes nothing", async (_name, extra, field, message) => {
    const before = await orderCount();
    const { data } = await staff.gql(PLACE_SHOP_ORDER, { input: phone(extra) });
    expect(data?.placeShopOrder).toMatchObject({ __typename: "ValidationError" });
    const errors = data?.placeShopOrder.fieldErrors as { field: string; messages: string[] }[];
    expect(errors.find((e) => e.field === field)?.messages).toContain(message);
    const res = await staff.rest("POST", "/admin/shop/orders", phone(extra));
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain(message);
    expect(await orderCount()).toBe(before);
  });

  it("refuses a slot in the past, a product no longer offered and a sold-out one, with 422 and nothing written", async () => {
    const before = await orderCount();
    const yesterday = tokyoInstant(addDays(tokyoClock(new Date()).date, -1), 12 * 60);
    const past = await staff.rest(
      "POST",
      "/admin/shop/orders",
      phone({ slot_starts_at: yesterday.toISOString(), slotStartsAt: undefined }),
    );
    expect(past.status).toBe(422);
    expect(JSON.stringify(past.body)).toContain("受け取り日時はご指定いただけません");

    const product = await app.db.prisma.product.findUniqueOrThrow({ where: { id: items[0]!.productId } });
    await app.db.prisma.product.update({ where: { id: product.id }, data: { isPublic: false } });
    invalidateCatalog(app.db.prisma);
    try {
      const gone = await staff.rest("POST", "/admin/shop/orders", phone());
      expect(gone.status).toBe(422);
    } finally {
      await app.db.prisma.product.update({ where: { id: product.id }, data: { isPublic: true } });
      invalidateCatalog(app.db.prisma);
    }
    // 品切れ: refused with a Japanese message naming it, at the counter as online.
    await app.db.prisma.product.update({ where: { id: product.id }, data: { soldOutIndefinitely: true } });
    invalidateCatalog(app.db.prisma);
    try {
      const soldOut = await staff.rest("POST", "/admin/shop/orders", phone());
      expect(soldOut.status).toBe(422);
      expect(JSON.stringify(soldOut.body)).toMatch(/品切れ/);
    } finally {
      await app.db.prisma.product.update({ where: { id: product.id }, data: { soldOutIndefinitely: false } });
      invalidateCatalog(app.db.prisma);
    }
    expect(await orderCount()).toBe(before);
  });
});

describe("a counter order", () => {
  it("is paid at the counter, needs no name, and over REST answers channel, kind and payment", async () => {
    const res = await staff.rest("POST", "/admin/shop/orders", {
      ...counter({ payment: "card", slotStartsAt: slot.startsAt.toISOString(), name: "からあげ" }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.order).toMatchObject({
      channel: "SHOP",
      shop_kind: "COUNTER",
      shop_payment: "CARD",
      status: "RECEIVED",
      payment_status: "PAID",
      last_name: "からあげ",
      email: "",
      total_price: total,
    });
    const { data } = await staff.gql(PLACE_SHOP_ORDER, {
      input: counter({ slotStartsAt: slot.startsAt.toISOString() }),
    });
    expect(data?.placeShopOrder.data.order).toMatchObject({ lastName: "", shopPayment: "CASH" });
  });

  it("without a payment is placed unpaid, to be paid right after or at pickup", async () => {
    // At a chosen slot, not the one the next test fills: "now" exists only during opening hours
    // (the next test gives its own clock).
    const later = await futureSlot(app.db.prisma, "TAKEOUT", 3);
    const { data } = await staff.gql(PLACE_SHOP_ORDER, {
      input: counter({ payment: null, slotStartsAt: later.startsAt.toISOString() }),
    });
    expect(data?.placeShopOrder.data.order).toMatchObject({
      shopKind: "COUNTER",
      shopPayment: null,
      paymentStatus: "UNPAID",
      paidAt: null,
    });
  });

  it("for now takes the next slot after the lead time, within the slot's capacity unless the owner allows more", async () => {
    const prisma = app.db.prisma;
    const day = tokyoClock(slot.startsAt).date;
    const rule = await prisma.provisionWeekday.findFirstOrThrow({
      where: { setting: { method: "TAKEOUT" }, weekday: tokyoClock(slot.startsAt).weekday },
    });
    // Two hours before opening: the first slot of the day. Just past the first slot's lead: the second.
    const early = tokyoInstant(day, rule.opensAt - 120);
    const first = await placeShopOrder(deps, staffViewer, counter(), early);
    expect(first.order.slotStartsAt).toEqual(tokyoInstant(day, rule.opensAt));
    expect(first.order).toMatchObject({ channel: "SHOP", shopKind: "COUNTER", paymentStatus: "PAID" });
    const late = tokyoInstant(day, rule.opensAt - rule.leadMinutes + 1);
    const second = await placeShopOrder(deps, staffViewer, counter(), late);
    expect(second.order.slotStartsAt).toEqual(tokyoInstant(day, rule.opensAt + rule.slotMinutes));

    // The first slot is full at capacity 1: "now" moves on, unless the owner lets the counter overbook.
    await setCapacity(prisma, "TAKEOUT", slot, 1);
    try {
      const full = await placeShopOrder(deps, staffViewer, counter(), early);
      expect(full.order.slotStartsAt).toEqual(tokyoInstant(day, rule.opensAt + 2 * rule.slotMinutes));
      await prisma.provisionSetting.update({
        where: { method: "TAKEOUT" },
        data: { shopIgnoresCapacity: true },
      });
      invalidateCatalog(prisma);
      const over = await placeShopOrder(deps, staffViewer, counter(), early);
      expect(over.order.slotStartsAt).toEqual(tokyoInstant(day, rule.opensAt));
    } finally {
      await setCapacity(prisma, "TAKEOUT", slot, rule.capacityPerSlot);
      await prisma.provisionSetting.update({
        where: { method: "TAKEOUT" },
        data: { shopIgnoresCapacity: false },
      });
      invalidateCatalog(prisma);
    }
  });

  it("for now is refused when no slot is left today", async () => {
    const day = tokyoClock(slot.startsAt).date;
    const error = await placeShopOrder(deps, staffViewer, counter(), tokyoInstant(day, 23 * 60 + 59)).catch(
      (e: unknown) => e,
    );
    expect((error as Error).message).toContain("本日これから受け取りできる時間帯がありません");
  });
});
