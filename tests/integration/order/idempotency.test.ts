// Idempotency keys as payment processors define them: bound to the caller who made them and to
// the submission, answered for 24 hours.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "../../../server/src/modules/auth/tokens.js";
import { KEY_REUSED } from "../../../server/src/modules/order/order-idempotency.js";
import type { Slot } from "../../../server/src/modules/provision/slots.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql, rest } from "../../support/http.js";
import {
  demoProduct,
  futureSlot,
  type Line,
  orderInput,
  PLACE_ORDER,
  setCapacity,
  totalOf,
} from "./helpers.js";

let app: TestApp;
let slot: Slot;
let one: Line[];
let two: Line[];
let oneTotal: number;
let twoTotal: number;

beforeAll(async () => {
  app = await startTestApp();
  slot = await futureSlot(app.db.prisma, "TAKEOUT");
  await setCapacity(app.db.prisma, "TAKEOUT", slot, 50);
  const demo = await demoProduct(app.db.prisma);
  one = [{ productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 1 }];
  two = [{ ...one[0]!, quantity: 2 }];
  oneTotal = await totalOf(app.db.prisma, one);
  twoTotal = await totalOf(app.db.prisma, two);
});

afterAll(async () => {
  await app?.close();
});

async function customer(email: string) {
  const row = await app.db.prisma.customer.create({
    data: {
      email,
      passwordHash: "x",
      lastName: "鍵",
      firstName: "太郎",
      lastNameKana: "カギ",
      firstNameKana: "タロウ",
      tel: "09011112222",
      confirmedAt: new Date(),
    },
  });
  const token = await issueToken(app.db.prisma, "customer", row.id);
  return { "access-token": token.accessToken, client: token.client, uid: email };
}

const place = (input: object, headers: Record<string, string> = {}) =>
  gql(app.url, PLACE_ORDER, { input }, headers).then((r) => r.data?.placeOrder);

describe("an idempotency key", () => {
  it("answers the same order for the same submission, and refuses another submission with 422, writing nothing", async () => {
    const input = orderInput(slot, one, oneTotal);
    const first = await place(input);
    expect(first.__typename).toBe("MutationPlaceOrderSuccess");
    const again = await place(input);
    expect(again.data.order.code).toBe(first.data.order.code);

    const before = await app.db.prisma.order.count();
    const other = await place({ ...input, items: two, expectedTotal: twoTotal });
    expect(other).toMatchObject({ __typename: "ValidationError", message: KEY_REUSED });
    const otherPerson = await place({ ...input, lastName: "別人" });
    expect(otherPerson.__typename).toBe("ValidationError");
    const viaRest = await rest(app.url, "POST", "/orders", {
      order: {
        idempotency_key: input.idempotencyKey,
        method: "TAKEOUT",
        slot_starts_at: input.slotStartsAt,
        payment_method: "AT_SHOP",
        last_name: "別人",
        first_name: "花子",
        last_name_kana: "ベツジン",
        first_name_kana: "ハナコ",
        email: "other@example.jp",
        tel: "09012345678",
        agreement: true,
        order_details: [
          { product_id: one[0]!.productId, product_option_id: one[0]!.productOptionId, quantity: 1 },
        ],
        total_price: oneTotal,
      },
    });
    expect(viaRest.status).toBe(422);
    expect(viaRest.body.errors).toEqual([KEY_REUSED]);
    expect(await app.db.prisma.order.count()).toBe(before);
  });

  it("belongs to its caller: nobody gets another caller's order back through the key", async () => {
    const alice = await customer(`alice-${randomUUID()}@example.jp`);
    const bob = await customer(`bob-${randomUUID()}@example.jp`);
    const input = orderInput(slot, one, oneTotal);
    const hers = await place(input, alice);
    expect(hers.__typename).toBe("MutationPlaceOrderSuccess");
    const his = await place(input, bob);
    const guest = await place(input);
    expect(his.__typename).toBe("MutationPlaceOrderSuccess");
    expect(guest.__typename).toBe("MutationPlaceOrderSuccess");
    const codes = new Set([hers.data.order.code, his.data.order.code, guest.data.order.code]);
    expect(codes.size).toBe(3);
    // Her own replay is still hers.
    expect((await place(input, alice)).data.order.code).toBe(hers.data.order.code);
  });

  it("expires after 24 hours: the key may then be used for a new order", async () => {
    const input = orderInput(slot, one, oneTotal);
    const first = await place(input);
    await app.db.prisma.order.update({
      where: { code: first.data.order.code },
      data: { createdAt: new Date(Date.now() - 25 * 60 * 60_000) },
    });
    const later = await place({ ...input, items: two, expectedTotal: twoTotal });
    expect(later.__typename).toBe("MutationPlaceOrderSuccess");
    expect(later.data.order.code).not.toBe(first.data.order.code);
  });
});
