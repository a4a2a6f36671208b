// Placing an order: validated input, a slot that is available now, prices from our own catalog,
// one transaction that takes a place in the slot and writes the order, idempotent by the client's
// key. Rules: docs/decisions/0004-orders.md.
import { placeOrderSchema } from "../../../../shared/order.js";
import { formatYen } from "../../../../shared/pricing.js";
import type { Context, Viewer } from "../../context.js";
import { PriceChangedError, ValidationError } from "../../errors.js";
import { Prisma, type PrismaClient } from "../../generated/prisma/client.js";
import type { Mailer } from "../../lib/mail.js";
import { parseInput } from "../../lib/parse.js";
import { orderableLines } from "../catalog/pricing.js";
import { loadProvisionRules, loadSlotUsage } from "../provision/provision.service.js";
import { findSlot } from "../provision/slots.js";
import { priceItems } from "../quote/quote.service.js";
import { type OrderEventPubSub, publishOrderEvent } from "./order-events.js";
import { type MailOrder, orderConfirmationMail } from "./order-mail.js";
import { arrivalSecret, generateOrderCode, sha256 } from "./order-secrets.js";
import { statusLink } from "./order-status-link.js";
import type { PaymentGateway } from "./payment-gateway.js";

export interface OrderDeps {
  prisma: PrismaClient;
  mailer: Mailer;
  publicUrl: string;
  gateway: PaymentGateway;
  /** Live events for the boards; absent in scripts that need none. */
  pubsub?: OrderEventPubSub;
}

export const orderDeps = (ctx: Context): OrderDeps => ({
  prisma: ctx.prisma,
  mailer: ctx.mailer,
  publicUrl: ctx.publicUrl,
  gateway: ctx.gateway,
  pubsub: ctx.pubsub,
});

export const orderInclude = {
  items: { orderBy: { id: "asc" }, include: { toppings: { orderBy: { id: "asc" } } } },
  payments: { orderBy: { id: "desc" } },
} satisfies Prisma.OrderInclude;
export type FullOrder = Prisma.OrderGetPayload<{ include: typeof orderInclude }>;

export interface PlacedOrder {
  order: FullOrder;
  /** The hosted payment page for card orders. */
  paymentUrl: string | null;
  /** For /cart/arrive/{code}?secret=… (also in the confirmation mail). */
  arrivalSecret: string;
}

export const SLOT_UNAVAILABLE = "選択された受け取り日時はご指定いただけません。別の時間帯をお選びください";
export const SLOT_FULL = "選択された時間帯は満席になりました。別の時間帯をお選びください";

class SlotFull extends Error {}

const slotError = (message: string) => new ValidationError(message, { slotStartsAt: [message] });

export function arrivalUrl(publicUrl: string, code: string, secret: string): string {
  return `${publicUrl}/cart/arrive/${code}?secret=${encodeURIComponent(secret)}`;
}

function answer(deps: OrderDeps, order: FullOrder, key: string): PlacedOrder {
  const gateway = deps.gateway;
  const payment = order.payments[0];
  return {
    order,
    paymentUrl:
      order.paymentMethod === "CARD" && payment
        ? gateway.paymentUrl(deps.publicUrl, payment.trackingId)
        : null,
    arrivalSecret: arrivalSecret(key, order.code),
  };
}

const findByKey = (prisma: PrismaClient, keyHash: string) =>
  prisma.order.findUnique({ where: { idempotencyKey: keyHash }, include: orderInclude });

export async function placeOrder(
  deps: OrderDeps,
  viewer: Viewer | null,
  raw: unknown,
  now = new Date(),
): Promise<PlacedOrder> {
  const input = parseInput(placeOrderSchema, raw);
  const { prisma } = deps;
  const keyHash = sha256(input.idempotencyKey);
  const replay = await findByKey(prisma, keyHash);
  if (replay) return answer(deps, replay, input.idempotencyKey);

  const rules = await loadProvisionRules(prisma, input.method);
  const slot = findSlot(rules, input.slotStartsAt, now, new Map());
  if (!slot?.available) throw slotError(SLOT_UNAVAILABLE);
  const booked = await loadSlotUsage(prisma, input.method, slot.startsAt, slot.endsAt);
  if ((booked.get(slot.startsAt.getTime()) ?? 0) >= slot.capacity) throw slotError(SLOT_FULL);

  const shipping = input.isShipping;
  const quote = await priceItems(prisma, input.items, {
    method: input.method,
    slotStartsAt: slot.startsAt,
    address: {
      postalCode: shipping ? input.shippingPostalCode : input.postalCode,
      address1: shipping ? input.shippingAddress1 : input.address1,
    },
  });
  const lines = orderableLines(quote);
  if (quote.total !== input.expectedTotal) {
    throw new PriceChangedError(
      quote,
      `お支払い金額が変更されました（新しい合計 ${formatYen(quote.total)}）。内容をご確認のうえ、もう一度ご注文ください`,
    );
  }
  const shippingFee = quote.deliveryArea?.fee ?? 0;

  const gateway = deps.gateway;
  const { items, expectedTotal: _total, agreement: _agreed, idempotencyKey, isShipping, ...fields } = input;
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = generateOrderCode();
    try {
      const order = await prisma.$transaction(
        async (tx) => {
          await tx.$executeRaw`INSERT INTO "SlotUsage" ("method", "slotStartsAt", "orderCount")
            VALUES (${input.method}::"ProvisionMethod", ${slot.startsAt}, 0) ON CONFLICT DO NOTHING`;
          const taken = await tx.$queryRaw<{ orderCount: number }[]>`UPDATE "SlotUsage"
            SET "orderCount" = "orderCount" + 1
            WHERE "method" = ${input.method}::"ProvisionMethod" AND "slotStartsAt" = ${slot.startsAt}
              AND "orderCount" < ${slot.capacity}
            RETURNING "orderCount"`;
          if (taken.length === 0) throw new SlotFull();
          return tx.order.create({
            data: {
              ...fields,
              ...(isShipping
                ? {}
                : {
                    shippingLastName: null,
                    shippingFirstName: null,
                    shippingLastNameKana: null,
                    shippingFirstNameKana: null,
                    shippingTel: null,
                    shippingPostalCode: null,
                    shippingPrefectureId: null,
                    shippingAddress1: null,
                    shippingAddress2: null,
                  }),
              code,
              idempotencyKey: keyHash,
              status: input.paymentMethod === "CARD" ? "AWAITING_PAYMENT" : "RECEIVED",
              slotStartsAt: slot.startsAt,
              slotEndsAt: slot.endsAt,
              customerId: viewer?.kind === "customer" ? viewer.customerId : null,
              deliveryAreaId: quote.deliveryArea?.id ?? null,
              itemsTotal: quote.itemsTotal,
              deliveryFee: quote.deliveryFee,
              subtotal: quote.total - quote.taxTotal - shippingFee,
              shippingFee,
              taxTotal: quote.taxTotal,
              taxes: quote.taxes as unknown as Prisma.InputJsonValue,
              total: quote.total,
              arrivalSecretHash: sha256(arrivalSecret(idempotencyKey, code)),
              items: {
                create: lines.map(({ toppings, ...line }) => ({
                  ...line,
                  toppings: { create: toppings },
                })),
              },
              ...(input.paymentMethod === "CARD"
                ? {
                    payments: {
                      create: {
                        gateway: gateway.name,
                        trackingId: gateway.newTrackingId(),
                        amount: quote.total,
                      },
                    },
                  }
                : {}),
            },
            include: orderInclude,
          });
        },
        { maxWait: 60_000, timeout: 30_000 },
      );
      publishOrderEvent(deps.pubsub, "PLACED", order);
      await sendConfirmation(deps, order, idempotencyKey);
      return answer(deps, order, idempotencyKey);
    } catch (error) {
      // A concurrent replay of the same submission won: answer its order.
      const unique = error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
      if (unique || error instanceof SlotFull) {
        const winner = await findByKey(prisma, keyHash);
        if (winner) return answer(deps, winner, idempotencyKey);
      }
      if (error instanceof SlotFull) throw slotError(SLOT_FULL);
      if (unique) continue; // the order code (or tracking id) was taken: try another
      throw error;
    }
  }
  throw new Error("could not allocate a unique order code");
}

/** Awaited so the mail is handed over before the answer, but a mail failure never fails the order. */
async function sendConfirmation(deps: OrderDeps, order: MailOrder, key: string): Promise<void> {
  const url = arrivalUrl(deps.publicUrl, order.code, arrivalSecret(key, order.code));
  const status = await statusLink(deps, order);
  await deps.mailer.send(orderConfirmationMail(order, url, status)).catch((error) => {
    console.error(`[order] confirmation mail for ${order.code} failed:`, error);
  });
}
