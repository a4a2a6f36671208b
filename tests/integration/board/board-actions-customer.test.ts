// Cancelling card orders, the events from the customer's side on the staff board, and a
// customer's live order page with its secret. Staff actions: board-actions.test.ts.
import { describe, expect, it } from "vitest";
import { issueToken } from "../../../server/src/modules/auth/tokens.js";
import { type Json, rest } from "../../support/http.js";
import { slotNow } from "../order/helpers.js";
import {
  app,
  board,
  del,
  eventFor,
  noon,
  placeTakeout,
  put,
  withBoardActionsApp,
} from "./board-actions-setup.js";
import { BOARD_SUBSCRIPTION, insertOrder, subscribe, untilReceived } from "./helpers.js";

withBoardActionsApp();

/** The sandbox page's approve or decline form, as the browser would submit it. */
async function sandboxFields(paymentUrl: string, label: "承認する" | "拒否する") {
  const page = await (await fetch(paymentUrl.replace("http://127.0.0.1", app.url))).text();
  const form = page.split("<form").find((f) => f.includes(label));
  if (!form) return { page, fields: null };
  return {
    page,
    fields: Object.fromEntries([...form.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]])),
  };
}

describe("cancelling card orders", () => {
  it("closes the payment of an unpaid card order, so a late approval is refused", async () => {
    const card = await placeTakeout({ paymentMethod: "CARD", email: "late-card@example.jp" });
    const { fields } = await sandboxFields(card.paymentUrl, "承認する");
    expect((await del(`/admin/orders/${card.order.code}`)).body.status).toBe("CANCELLED");
    const { page } = await sandboxFields(card.paymentUrl, "承認する");
    expect(page).toContain("この決済は終了しています");
    const late = await rest(app.url, "PUT", "/orders/confirmation", { order: fields });
    expect(late.status).toBe(422);
    expect(late.body).toMatchObject({
      paid: false,
      order: { status: "CANCELLED", payment_status: "FAILED" },
    });
    expect(late.body.errors[0]).toMatch(/お店でキャンセルされた/);
  });

  it("gives the slot's place back once when staff cancel while the card is declined", async () => {
    for (let round = 0; round < 3; round++) {
      const card = await placeTakeout({ paymentMethod: "CARD", email: `race${round}@example.jp` });
      const where = { method_slotStartsAt: { method: "TAKEOUT" as const, slotStartsAt: card.slot.startsAt } };
      const before = (await app.db.prisma.slotUsage.findUniqueOrThrow({ where })).orderCount;
      const { fields } = await sandboxFields(card.paymentUrl, "拒否する");
      await Promise.all([
        del(`/admin/orders/${card.order.id}`),
        rest(app.url, "PUT", "/orders/confirmation", { order: fields }),
      ]);
      const after = await app.db.prisma.slotUsage.findUniqueOrThrow({ where });
      expect(after.orderCount).toBe(before - 1);
      const order = await app.db.prisma.order.findUniqueOrThrow({ where: { code: card.order.code } });
      expect(order.status).toBe("CANCELLED");
    }
  });
});

describe("events from the customer's side", () => {
  it("publishes a placed order, its arrival, and a card payment to the board", async () => {
    const placed = await placeTakeout();
    const event = await eventFor(placed.order.code, "PLACED");
    expect(event?.data?.orderEvents.order).toMatchObject({ status: "RECEIVED" });
    await slotNow(app.db.prisma, placed.order.code);
    const arrived = await rest(app.url, "PUT", `/orders/${placed.order.code}/arrival`, {
      secret: placed.arrivalSecret,
    });
    expect(arrived.status).toBe(200);
    expect(await eventFor(placed.order.code, "ARRIVED")).toBeDefined();
    // A second notice changes nothing and tells nobody.
    await rest(app.url, "PUT", `/orders/${placed.order.code}/arrival`, { secret: placed.arrivalSecret });
    const card = await placeTakeout({ paymentMethod: "CARD", email: "card-board@example.jp" });
    expect((await eventFor(card.order.code, "PLACED"))?.data?.orderEvents.order.status).toBe(
      "AWAITING_PAYMENT",
    );
    const page = await (await fetch(card.paymentUrl.replace("http://127.0.0.1", app.url))).text();
    const form = page.split("<form").find((f) => f.includes("承認する"))!;
    const fields = Object.fromEntries(
      [...form.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    expect((await rest(app.url, "PUT", "/orders/confirmation", { order: fields })).status).toBe(200);
    expect((await eventFor(card.order.code, "PAID"))?.data?.orderEvents.order.status).toBe("RECEIVED");
    expect(
      board.results.filter(
        (r) => r.data?.orderEvents.kind === "ARRIVED" && r.data.orderEvents.order.code === placed.order.code,
      ),
    ).toHaveLength(1);
  });
});

describe("a customer's live order page", () => {
  const ORDER_UPDATED = `subscription($code: String!, $secret: String) { orderUpdated(code: $code, secret: $secret) { kind order { code status statusLabel } } }`;

  it("receives its own order's events with the order's secret, and no other order's", async () => {
    const mine = await placeTakeout();
    // Placed for a later day; its day has come (provided is refused before the order's day).
    await app.db.prisma.order.update({ where: { code: mine.order.code }, data: { slotStartsAt: noon() } });
    const other = await insertOrder(app.db.prisma, noon());
    const page = subscribe(app.url, ORDER_UPDATED, {}, { code: mine.order.code, secret: mine.arrivalSecret });
    try {
      await untilReceived(
        page,
        () => put(`/admin/orders/${mine.order.id}/printing`),
        (r) => r.data?.orderUpdated.kind === "PRINTING",
      );
      await put(`/admin/orders/${other.id}/provided`);
      await put(`/admin/orders/${mine.order.id}/provided`);
      const provided = await page.next((r) => r.data?.orderUpdated.kind === "PROVIDED");
      expect(provided?.data?.orderUpdated.order).toEqual({
        code: mine.order.code,
        status: "PROVIDED",
        statusLabel: "お渡し済み",
      });
      expect(page.results.every((r) => r.data?.orderUpdated.order.code === mine.order.code)).toBe(true);
    } finally {
      await page.close();
    }
  });

  /** The error codes a subscription ended with: its first result's errors or the socket's failure. */
  async function firstErrorCodes(query: string, connection: Record<string, string>, variables = {}) {
    const sub = subscribe(app.url, query, connection, variables);
    const result = await sub.next();
    await sub.close();
    return [
      ...((result?.errors as Json[] | undefined) ?? []),
      ...(Array.isArray(sub.failure) ? (sub.failure as Json[]) : []),
    ].map((e) => e.extensions?.code);
  }

  it("refuses a wrong secret, another customer and the board subscription with errors", async () => {
    const owner = await app.db.prisma.customer.create({
      data: {
        email: "owner@example.jp",
        passwordHash: "x",
        lastName: "持主",
        firstName: "太郎",
        lastNameKana: "モチヌシ",
        firstNameKana: "タロウ",
        tel: "09011112222",
        confirmedAt: new Date(),
      },
    });
    const placed = await placeTakeout();
    await app.db.prisma.order.update({ where: { code: placed.order.code }, data: { customerId: owner.id } });
    const other = await app.db.prisma.customer.create({
      data: {
        ...{ email: "other@example.jp", passwordHash: "x", lastName: "他人", firstName: "花子" },
        lastNameKana: "タニン",
        firstNameKana: "ハナコ",
        tel: "09033334444",
        confirmedAt: new Date(),
      },
    });
    const asCustomer = async (id: number, email: string) => {
      const token = await issueToken(app.db.prisma, "customer", id);
      return { "access-token": token.accessToken, client: token.client, uid: email };
    };
    const variables = { code: placed.order.code };
    expect(await firstErrorCodes(ORDER_UPDATED, {}, { ...variables, secret: "not-the-secret" })).toContain(
      "NOT_FOUND",
    );
    expect(
      await firstErrorCodes(ORDER_UPDATED, await asCustomer(other.id, other.email), variables),
    ).toContain("NOT_FOUND");
    // The owner needs no secret: the subscription starts and hears the next change.
    const mine = subscribe(app.url, ORDER_UPDATED, await asCustomer(owner.id, owner.email), variables);
    try {
      await untilReceived(
        mine,
        () => put(`/admin/orders/${placed.order.code}/printing`),
        (r) => r.data?.orderUpdated.kind === "PRINTING",
      );
    } finally {
      await mine.close();
    }
    expect(await firstErrorCodes(BOARD_SUBSCRIPTION, {})).toContain("UNAUTHENTICATED");
    expect(await firstErrorCodes(BOARD_SUBSCRIPTION, await asCustomer(owner.id, owner.email))).toContain(
      "FORBIDDEN",
    );
  });
});
