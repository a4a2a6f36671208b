// Placing an order: validated input, a slot that is available now, prices from our own catalog,
// one transaction that takes a place in the slot and writes the order, idempotent by the client's
// key. Rules: docs/decisions/0004-orders.md.
import { type PlaceOrder, placeOrderSchema } from "../../../../shared/order.js";
import { formatYen } from "../../../../shared/pricing.js";
import type { Context, Viewer } from "../../context.js";
import { PriceChangedError, ValidationError } from "../../errors.js";
import { Prisma, type PrismaClient } from "../../generated/prisma/client.js";
import type { Mailer } from "../../lib/mail.js";
import { parseInput } from "../../lib/parse.js";
import { tokyoClock } from "../../lib/tokyo-time.js";
import { orderableLines } from "../catalog/pricing.js";
import { loadProvisionRules, loadSlotUsage } from "../provision/provision.service.js";
import { findSlot, slotsForDay } from "../provision/slots.js";
import { priceItems } from "../quote/quote.service.js";
import { currentRates, invoiceRegistration } from "../settings/tax.service.js";
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

/** How long a key answers with its order (as payment processors keep theirs); later it is free again. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60_000;
export const KEY_REUSED =
  "この注文の送信キーは別の内容のご注文に使われています。画面を再読み込みしてもう一度お試しください";

/** A key belongs to its caller: a signed-in customer's keys are theirs alone. */
function keyOwner(viewer: Viewer | null): string {
  if (viewer?.kind === "customer") return `customer:${viewer.customerId}`;
  if (viewer?.kind === "admin") return `admin:${viewer.administratorId}`;
  return "guest";
}

/** The submission apart from its key and the total it expects: the same key must mean the same order. */
function fingerprintOf(input: PlaceOrder): string {
  const { idempotencyKey: _key, expectedTotal: _total, ...submission } = input;
  return sha256(JSON.stringify(submission, (_k, v) => (v === undefined ? null : v)));
}

/** The order a replayed key stands for, if it is the same caller's same submission within 24 h. */
async function replayOf(
  prisma: PrismaClient,
  keyHash: string,
  fingerprint: string,
  now: Date,
): Promise<FullOrder | null> {
  const found = await findByKey(prisma, keyHash);
  if (!found) return null;
  if (now.getTime() - found.createdAt.getTime() > IDEMPOTENCY_WINDOW_MS) {
    // An expired key: free it (conditionally, so two racing requests both see it freed once).
    await prisma.order.updateMany({
      where: { id: found.id, idempotencyKey: keyHash },
      data: { idempotencyKey: null },
    });
    return null;
  }
  if (found.idempotencyFingerprint && found.idempotencyFingerprint !== fingerprint) {
    throw new ValidationError(KEY_REUSED, { idempotencyKey: [KEY_REUSED] });
  }
  return found;
}

/**
 * What differs between an online order and one that staff take at the shop (decision 0013). The
 * pricing, slot bookkeeping, idempotency, events and mail are the same for both.
 */
export interface PlaceOptions {
  channel: "ONLINE" | "SHOP";
  shopKind?: "COUNTER" | "PHONE";
  /** A counter order paid at the counter: recorded as paid, no gateway. */
  shopPayment?: "CASH" | "CARD";
  /** "CHOSEN": the input's slot; "NEXT": the first slot after the lead time today (counter "now"). */
  slot: "CHOSEN" | "NEXT";
  /** Book past the slot's online capacity (counter "now" when the owner allows it). */
  ignoreCapacity: boolean;
  /** Take the order while online orders are paused (the pause is the website's). */
  ignorePause: boolean;
}

const ONLINE: PlaceOptions = { channel: "ONLINE", slot: "CHOSEN", ignoreCapacity: false, ignorePause: false };

export const NO_SLOT_TODAY = "本日これから受け取りできる時間帯がありません。受け取り日時を選択してください";

export async function placeOrder(
  deps: OrderDeps,
  viewer: Viewer | null,
  raw: unknown,
  now = new Date(),
): Promise<PlacedOrder> {
  return placeValidOrder(deps, viewer, parseInput(placeOrderSchema, raw), ONLINE, now);
}

/** The slot an order is booked in: the one chosen, or the next one today; refused when unavailable. */
async function bookableSlot(prisma: PrismaClient, input: PlaceOrder, options: PlaceOptions, now: Date) {
  const loaded = await loadProvisionRules(prisma, input.method);
  const rules = options.ignorePause ? { ...loaded, isAccepting: true } : loaded;
  if (options.slot === "CHOSEN") {
    const slot = findSlot(rules, input.slotStartsAt, now, new Map());
    if (!slot?.available) throw slotError(SLOT_UNAVAILABLE);
    if (!options.ignoreCapacity) {
      const booked = await loadSlotUsage(prisma, input.method, slot.startsAt, slot.endsAt);
      if ((booked.get(slot.startsAt.getTime()) ?? 0) >= slot.capacity) throw slotError(SLOT_FULL);
    }
    return slot;
  }
  const today = slotsForDay(rules, tokyoClock(now).date, now, new Map()).slots.filter((s) => s.available);
  const last = today.at(-1);
  const usage =
    last && !options.ignoreCapacity
      ? await loadSlotUsage(prisma, input.method, today[0]!.startsAt, last.endsAt)
      : new Map<number, number>();
  const slot = today.find((s) => (usage.get(s.startsAt.getTime()) ?? 0) < s.capacity);
  if (!slot) throw slotError(NO_SLOT_TODAY);
  return slot;
}

/** Places an order whose input is already validated, online or at the shop as `options` say. */
export async function placeValidOrder(
  deps: OrderDeps,
  viewer: Viewer | null,
  input: PlaceOrder,
  options: PlaceOptions,
  now = new Date(),
): Promise<PlacedOrder> {
  const { prisma } = deps;
  const keyHash = sha256(`${keyOwner(viewer)}:${input.idempotencyKey}`);
  const fingerprint = fingerprintOf(input);
  const replay = await replayOf(prisma, keyHash, fingerprint, now);
  if (replay) return answer(deps, replay, input.idempotencyKey);

  const slot = await bookableSlot(prisma, input, options, now);
  const capacity = options.ignoreCapacity ? 2_147_483_647 : slot.capacity;

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
  const registration = await invoiceRegistration(prisma);
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
              AND "orderCount" < ${capacity}
            RETURNING "orderCount"`;
          if (taken.length === 0) throw new SlotFull();
          const created = await tx.order.create({
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
              idempotencyFingerprint: fingerprint,
              receiptName: input.isReceipt ? (input.receiptName ?? null) : null,
              invoiceRegistrationNumber: registration,
              status: input.paymentMethod === "CARD" ? "AWAITING_PAYMENT" : "RECEIVED",
              channel: options.channel,
              shopKind: options.shopKind ?? null,
              shopPayment: options.shopPayment ?? null,
              ...(options.shopPayment ? { paymentStatus: "PAID" as const, paidAt: now } : {}),
              slotStartsAt: slot.startsAt,
              slotEndsAt: slot.endsAt,
              customerId:
                options.channel === "ONLINE" && viewer?.kind === "customer" ? viewer.customerId : null,
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
          // Shop orders have an e-mail only when the caller gave one. Queued with the order: no
          // order without its mail, no mail for an order that was rolled back.
          if (created.email) await queueConfirmation(deps, tx, created, idempotencyKey);
          return created;
        },
        { maxWait: 60_000, timeout: 30_000 },
      );
      publishOrderEvent(deps.pubsub, "PLACED", order);
      return answer(deps, order, idempotencyKey);
    } catch (error) {
      // A concurrent replay of the same submission won: answer its order.
      const unique = error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
      if (unique || error instanceof SlotFull) {
        const winner = await replayOf(prisma, keyHash, fingerprint, now);
        if (winner) return answer(deps, winner, idempotencyKey);
      }
      if (error instanceof SlotFull) throw slotError(SLOT_FULL);
      if (unique) continue; // the order code (or tracking id) was taken: try another
      throw error;
    }
  }
  throw new Error("could not allocate a unique order code");
}

/** The confirmation mail, written to the mail queue in the order's own transaction. */
async function queueConfirmation(
  deps: OrderDeps,
  tx: Prisma.TransactionClient,
  order: MailOrder,
  key: string,
): Promise<void> {
  const url = arrivalUrl(deps.publicUrl, order.code, arrivalSecret(key, order.code));
  const { REDUCED } = await currentRates(tx, order.createdAt);
  const status = await statusLink({ prisma: tx, publicUrl: deps.publicUrl }, order);
  await deps.mailer.send(orderConfirmationMail(order, url, status, REDUCED), {
    tx,
    key: `order-placed:${order.id}`,
  });
}
