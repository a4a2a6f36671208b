// Placing an order: validated input, a slot that is available now, prices from our own catalog,
// one statement that takes a place in the slot and writes the order, idempotent by the client's
// key. Rules: docs/decisions/0004-orders.md. SQL budget (decisions 0023, 0030, 0032): the rules,
// catalog, rates and registration come from the menu cache; the write is ONE statement
// (order-statement.ts); nothing is read back. The slot (order-slot.ts), the key and its replays
// (order-idempotency.ts), the card's hosted page (order-checkout.ts) and the confirmation mail
// (order-confirmation.ts) each have a file of their own.
import { DEFAULT_LANGUAGE, type Language } from "../../../../shared/i18n/languages.js";
import { type PlaceOrder, placeOrderSchema } from "../../../../shared/order.js";
import { formatYen } from "../../../../shared/pricing.js";
import type { Viewer } from "../../context.js";
import { isUniqueViolation, sqlStatements } from "../../db/sql-statement.js";
import { PriceChangedError, ValidationError } from "../../errors.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parse.js";
import { kitchenUnitsOf, orderableLines } from "../catalog/pricing.js";
import { lineUserOfTicket } from "../line/line-login.service.js";
import { ordersPlaced, paymentsTotal } from "../metrics/metrics.js";
import { tooBigMessage } from "../provision/slot-units.js";
import { loadPricingCatalog, priceItems } from "../quote/quote.service.js";
import { cachedInvoiceRegistration, ratesInForce } from "../settings/tax.service.js";
import { businessDayOf, callNumberStandIn } from "./call-number.js";
import { announceOnLine, answer, answerReplay, type OrderDeps, type PlacedOrder } from "./order-answer.js";
import { abandonCheckout, openCheckout } from "./order-checkout.js";
import { confirmationJob } from "./order-confirmation.js";
import { publishOrderEvent } from "./order-events.js";
import { fingerprintOf, keyOwner, replayOf } from "./order-idempotency.js";
import { localizedLines } from "./order-item-names.js";
import { arrivalSecret, generateOrderCode, newStatusSecret, sha256 } from "./order-secrets.js";
import { bookableSlot, SLOT_FULL, type SlotChoice, slotError } from "./order-slot.js";
import { type OrderDraft, SlotFull, wellFormedFields, writeOrder } from "./order-statement.js";

/**
 * What differs between an online order and one that staff take at the shop (decision 0013). The
 * pricing, slot bookkeeping, idempotency, events and mail are the same for both.
 */
export interface PlaceOptions extends SlotChoice {
  channel: "ONLINE" | "SHOP";
  shopKind?: "COUNTER" | "PHONE";
  /** A counter order paid at the counter: recorded as paid, no gateway. */
  shopPayment?: "CASH" | "CARD" | "PAYPAY";
  /** Who took that payment (the administrator's name as it was). */
  paidByName?: string | null;
  /**
   * The caller sent no total (the spec's REST draft): the server's own price, computed once here,
   * is the total the customer accepts (the input's expectedTotal is then not compared).
   */
  acceptQuote?: boolean;
}

const ONLINE: PlaceOptions = { channel: "ONLINE", slot: "CHOSEN", ignoreCapacity: false, ignorePause: false };

export async function placeOrder(
  deps: OrderDeps,
  viewer: Viewer | null,
  raw: unknown,
  now = new Date(),
  terms: Pick<PlaceOptions, "acceptQuote"> = {},
): Promise<PlacedOrder> {
  return placeValidOrder(deps, viewer, parseInput(placeOrderSchema, raw), { ...ONLINE, ...terms }, now);
}

/** Places an order whose input is already validated, online or at the shop as `options` say. */
export async function placeValidOrder(
  deps: OrderDeps,
  viewer: Viewer | null,
  input: PlaceOrder,
  options: PlaceOptions,
  now = new Date(),
): Promise<PlacedOrder> {
  const keyHash = sha256(`${keyOwner(viewer)}:${input.idempotencyKey}`);
  const fingerprint = fingerprintOf(input);
  const attempt = { replayChecked: false };
  try {
    return await placeNewOrder(deps, viewer, input, options, now, keyHash, fingerprint, attempt);
  } catch (error) {
    // A replayed key is looked up only when the new order could not be placed (no read on the
    // happy path): a replay fails on the unique key, or earlier when the slot has filled or passed
    // or a price has changed since; the same caller's same submission then gets its order back.
    const refused = error instanceof ValidationError || error instanceof PriceChangedError;
    if (refused && !attempt.replayChecked) {
      const replay = await replayOf(deps.prisma, keyHash, fingerprint, now);
      if (replay) return answerReplay(deps, replay, input.idempotencyKey);
    }
    throw error;
  }
}

async function placeNewOrder(
  deps: OrderDeps,
  viewer: Viewer | null,
  input: PlaceOrder,
  options: PlaceOptions,
  now: Date,
  keyHash: string,
  fingerprint: string,
  attempt: { replayChecked: boolean },
): Promise<PlacedOrder> {
  const { prisma } = deps;
  const units = kitchenUnitsOf(
    input.items,
    await loadPricingCatalog(
      prisma,
      input.items.map((i) => i.productId),
    ),
  );
  const { slot, unitLimit } = await bookableSlot(prisma, input, options, now, units);
  const capacity = options.ignoreCapacity ? 2_147_483_647 : slot.capacity;
  // More units than the slot holds at all: no other moment changes that (decision 0045).
  if (units > unitLimit) throw slotError(tooBigMessage(units, unitLimit));

  const shipping = input.isShipping;
  const [quote, registration, rates] = await Promise.all([
    priceItems(prisma, input.items, {
      method: input.method,
      slotStartsAt: slot.startsAt,
      address: {
        postalCode: shipping ? input.shippingPostalCode : input.postalCode,
        prefectureId: shipping ? input.shippingPrefectureId : input.prefectureId,
        address1: shipping ? input.shippingAddress1 : input.address1,
      },
      addressFields: shipping ? "shipping" : "own",
    }),
    cachedInvoiceRegistration(prisma),
    ratesInForce(prisma),
  ]);
  const lines = orderableLines(quote);
  if (!options.acceptQuote && quote.total !== input.expectedTotal) {
    throw new PriceChangedError(
      quote,
      `お支払い金額が変更されました（新しい合計 ${formatYen(quote.total)}）。内容をご確認のうえ、もう一度ご注文ください`,
    );
  }
  const shippingFee = quote.deliveryArea?.fee ?? 0;

  const {
    items,
    expectedTotal: _total,
    agreement: _agreed,
    idempotencyKey,
    isShipping,
    lineTicket,
    ...given
  } = input;
  const lineUserId = lineTicket ? await lineUserOfTicket(prisma, lineTicket) : null;
  // As stored (a lone surrogate becomes U+FFFD), so the mail composed from them says what the row says.
  const fields = wellFormedFields(given);
  const card = input.paymentMethod === "CARD";
  // A hosted page elsewhere (Stripe) is opened before the order is written, so a provider out of
  // reach leaves nothing written and no place taken; a replayed submit must not open a second one.
  if (card && deps.gateway.name !== "sandbox") {
    const replay = await replayOf(prisma, keyHash, fingerprint, now);
    if (replay) return answerReplay(deps, replay, idempotencyKey);
  }
  for (let round = 0; round < 5; round++) {
    const code = generateOrderCode();
    const statusSecret = newStatusSecret();
    const payment = card
      ? await openCheckout(deps, { code, quote, lines, email: fields.email ?? null, keyHash, now })
      : null;
    const draft: OrderDraft = {
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
      lineUserId,
      idempotencyKey: keyHash,
      idempotencyFingerprint: fingerprint,
      receiptName: input.isReceipt ? (fields.receiptName ?? null) : null,
      invoiceRegistrationNumber: registration,
      status: input.paymentMethod === "CARD" ? "AWAITING_PAYMENT" : "RECEIVED",
      channel: options.channel,
      shopKind: options.shopKind ?? null,
      shopPayment: options.shopPayment ?? null,
      ...(options.shopPayment
        ? { paymentStatus: "PAID" as const, paidAt: now, paidByName: options.paidByName ?? null }
        : {}),
      slotStartsAt: slot.startsAt,
      slotEndsAt: slot.endsAt,
      businessDay: businessDayOf(slot.startsAt),
      // Drawn by the order's statement; until then a stand-in the statement replaces in the mail.
      callNumber: callNumberStandIn(),
      kitchenUnits: units,
      customerId: options.channel === "ONLINE" && viewer?.kind === "customer" ? viewer.customerId : null,
      deliveryAreaId: quote.deliveryArea?.id ?? null,
      itemsTotal: quote.itemsTotal,
      deliveryFee: quote.deliveryFee,
      subtotal: quote.total - quote.taxTotal - shippingFee,
      shippingFee,
      taxTotal: quote.taxTotal,
      taxes: quote.taxes as unknown as Prisma.InputJsonValue,
      total: quote.total,
      arrivalSecretHash: sha256(arrivalSecret(idempotencyKey, code)),
      // The confirmation's link secret, stored as its hash only (the mail carries the secret).
      statusSecretHashes: [sha256(statusSecret)],
    };
    // Shop orders have an e-mail only when the caller gave one. Written by the order's own
    // statement: no mail for an order that was not written, and none lost after it (only a
    // missing mail queue, which the server creates before it listens, would leave it out: logged).
    // The lines in the customer's language for the mail only; the order keeps the Japanese names.
    const mailLines = draft.email
      ? await localizedLines(prisma, lines, (draft.locale ?? DEFAULT_LANGUAGE) as Language)
      : lines;
    const mail = draft.email
      ? confirmationJob(
          deps.publicUrl,
          draft,
          mailLines,
          { key: idempotencyKey, statusSecret },
          rates.REDUCED,
        )
      : null;
    try {
      const order = await writeOrder(
        sqlStatements(prisma),
        input.method,
        slot,
        { orders: capacity, units: unitLimit },
        draft,
        lines,
        payment,
        mail,
        cartToEmpty(draft),
      );
      publishOrderEvent(deps.pubsub, "PLACED", order);
      await announceOnLine(deps, order);
      ordersPlaced.inc({
        channel: options.channel === "SHOP" ? (options.shopKind ?? "COUNTER").toLowerCase() : "online",
        method: input.method.toLowerCase(),
        payment: order.paymentMethod.toLowerCase(),
      });
      if (options.shopPayment)
        paymentsTotal.inc({ method: options.shopPayment.toLowerCase(), outcome: "paid" });
      return answer(deps, order, idempotencyKey);
    } catch (error) {
      if (payment) abandonCheckout(deps, payment.trackingId);
      if (error instanceof SlotFull) throw slotError(SLOT_FULL); // a replay is looked up by the caller
      if (!isUniqueViolation(error)) throw error;
      // The key is taken (a replay, or a concurrent one that won: answer its order; an expired one
      // is freed) or the order code is: try again with another code.
      attempt.replayChecked = true;
      const winner = await replayOf(prisma, keyHash, fingerprint, now);
      if (winner) return answerReplay(deps, winner, idempotencyKey);
    }
  }
  throw new Error("could not allocate a unique order code");
}

/**
 * The member whose server cart the order empties, on every door (the checkout, GraphQL, the spec's
 * REST draft): at once for an order paid at the shop; a card order's cart stays until the payment
 * is confirmed (payment.service.ts), so a declined card leaves the cart to order again.
 */
function cartToEmpty(draft: OrderDraft): number | null {
  return draft.customerId && draft.paymentMethod === "AT_SHOP" ? draft.customerId : null;
}
