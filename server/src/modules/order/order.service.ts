// Placing an order: validated input, a slot that is available now, prices from our own catalog,
// one statement that takes a place in the slot and writes the order, idempotent by the client's
// key. Rules: docs/decisions/0004-orders.md. SQL budget (decisions 0023, 0030, 0032): the rules,
// catalog, rates and registration come from the menu cache; the write is ONE statement — the slot,
// the order row, its lines, toppings and card payment, and the confirmation mail's job — its own
// transaction, with no BEGIN or COMMIT round trips and no row lock held while Node is busy
// elsewhere; nothing is read back. It is raw SQL through db/sql-statement.ts: on PostgreSQL
// straight on the pool, without Prisma's machinery.
import { randomUUID } from "node:crypto";
import { type PlaceOrder, placeOrderSchema } from "../../../../shared/order.js";
import { formatYen } from "../../../../shared/pricing.js";
import type { Context, Viewer } from "../../context.js";
import { isUniqueViolation, sqlStatements } from "../../db/sql-statement.js";
import { PriceChangedError, ValidationError } from "../../errors.js";
import { Prisma, type PrismaClient } from "../../generated/prisma/client.js";
import type { SqlExecutor } from "../../jobs/job-db.js";
import { type Jobs, jobInsertSql, withRequestOf } from "../../jobs/jobs.js";
import { logger } from "../../lib/log.js";
import { parseInput } from "../../lib/parse.js";
import { dateOnly, tokyoClock } from "../../lib/tokyo-time.js";
import { MAIL_QUEUE, type Mailer, mailJobData } from "../../mail/mail.js";
import { kitchenUnitsOf, orderableLines, type PricedLine } from "../catalog/pricing.js";
import { lineUserOfTicket } from "../line/line-login.service.js";
import { queueLineNotice } from "../line/line-notify.js";
import { ordersPlaced, paymentsTotal } from "../metrics/metrics.js";
import { cachedProvisionRules, loadSlotLoad, pausedSlotMessage } from "../provision/provision.service.js";
import { NO_UNIT_LIMIT, tooBigMessage, unitsPerSlotAt } from "../provision/slot-units.js";
import { closedByPause, findSlot, type Slot, slotsForDay } from "../provision/slots.js";
import { loadPricingCatalog, priceItems } from "../quote/quote.service.js";
import { cachedInvoiceRegistration, ratesInForce } from "../settings/tax.service.js";
import { businessDayOf, CALL_NUMBER_MAX, callNumberStandIn } from "./call-number.js";
import { type OrderEventPubSub, publishOrderEvent } from "./order-events.js";
import { type MailOrder, orderConfirmationMail } from "./order-mail.js";
import { arrivalSecret, generateOrderCode, newStatusSecret, sha256 } from "./order-secrets.js";
import { statusUrl } from "./order-status-link.js";
import type { PaymentGateway } from "./payment-gateway.js";

export interface OrderDeps {
  prisma: PrismaClient;
  mailer: Mailer;
  publicUrl: string;
  gateway: PaymentGateway;
  /** Live events for the boards; absent in scripts that need none. */
  pubsub?: OrderEventPubSub;
  /** The job queue (LINE notices); absent in scripts that need none. */
  jobs?: Pick<Jobs, "send">;
}

export const orderDeps = (ctx: Context): OrderDeps => ({
  prisma: ctx.prisma,
  mailer: ctx.mailer,
  publicUrl: ctx.publicUrl,
  gateway: ctx.gateway,
  pubsub: ctx.pubsub,
  jobs: ctx.jobs,
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
      order.paymentMethod === "CARD" && payment ? gateway.paymentUrl(deps.publicUrl, payment) : null,
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
  shopPayment?: "CASH" | "CARD" | "PAYPAY";
  /** Who took that payment (the administrator's name as it was). */
  paidByName?: string | null;
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

/**
 * The slot an order is booked in: the one chosen, or the next one today (with room for the order's
 * kitchen units); refused when unavailable. A chosen slot's capacity is not read here: the
 * transaction counts it (SLOT_FULL from there). Also the slot's units limit (decision 0045).
 */
async function bookableSlot(
  prisma: PrismaClient,
  input: PlaceOrder,
  options: PlaceOptions,
  now: Date,
  units: number,
): Promise<{ slot: Slot; unitLimit: number }> {
  const loaded = await cachedProvisionRules(prisma, input.method);
  const rules = options.ignorePause ? { ...loaded, isAccepting: true } : loaded;
  const unitLimit = (slot: Slot) =>
    options.ignoreCapacity ? NO_UNIT_LIMIT : (unitsPerSlotAt(rules, slot.startsAt) ?? NO_UNIT_LIMIT);
  if (options.slot === "CHOSEN") {
    const slot = findSlot(rules, input.slotStartsAt, now, new Map());
    if (!slot?.available) {
      const paused = closedByPause(rules, input.slotStartsAt, now);
      throw slotError(paused ? pausedSlotMessage(input.method, rules, now) : SLOT_UNAVAILABLE);
    }
    return { slot, unitLimit: unitLimit(slot) };
  }
  const today = slotsForDay(rules, tokyoClock(now).date, now, new Map()).slots.filter((s) => s.available);
  const last = today.at(-1);
  const load =
    last && !options.ignoreCapacity
      ? await loadSlotLoad(prisma, input.method, today[0]!.startsAt, last.endsAt)
      : { orders: new Map<number, number>(), units: new Map<number, number>() };
  const slot = today.find(
    (s) =>
      (load.orders.get(s.startsAt.getTime()) ?? 0) < s.capacity &&
      (load.units.get(s.startsAt.getTime()) ?? 0) + units <= unitLimit(s),
  );
  if (!slot) throw slotError(NO_SLOT_TODAY);
  return { slot, unitLimit: unitLimit(slot) };
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

/**
 * A replay's answer, announced again: the first attempt may have committed and died before its
 * announcement (the client then retries, perhaps on another instance), and an order a board never
 * heard of would stay missing. Boards take a second PLACED of an order they show as no news.
 */
async function answerReplay(deps: OrderDeps, order: FullOrder, key: string): Promise<PlacedOrder> {
  publishOrderEvent(deps.pubsub, "PLACED", order);
  await announceOnLine(deps, order);
  return answer(deps, order, key);
}

/**
 * The accepted notice on LINE for an order taken as it stands (a card order's is queued with its
 * payment). Queued after the order's statement, keyed: if the process dies in between, the
 * client's retry gets the order back through answerReplay, which queues it then.
 */
async function announceOnLine(deps: OrderDeps, order: FullOrder): Promise<void> {
  if (order.status !== "RECEIVED" || order.channel !== "ONLINE") return;
  if (order.lineUserId === null && order.customerId === null) return;
  try {
    await queueLineNotice(deps.prisma, deps.jobs, order, "ACCEPTED");
  } catch (error) {
    // The order stands and its mail is queued; only the LINE notice is missing.
    logger.error({ err: error, order: order.code }, "LINE accepted notice not queued");
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
  if (quote.total !== input.expectedTotal) {
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
    const mail = draft.email
      ? confirmationJob(deps, draft, lines, { key: idempotencyKey, statusSecret }, rates.REDUCED)
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

/**
 * An order's given fields as pg's driver would send string parameters (UTF-8, a lone surrogate as
 * U+FFFD), so the row stores what Prisma's create stored and the mail says the same; JSON.stringify
 * alone would escape a lone surrogate, which PostgreSQL's JSON refuses. Everything else the
 * statement's JSON carries comes from the database or from us, and is well-formed already.
 */
function wellFormedFields<T extends object>(fields: T): T {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      typeof value === "string" ? (value as string & { toWellFormed(): string }).toWellFormed() : value,
    ]),
  ) as T;
}

/** The fields of a new order row, as Prisma's `order.create` takes them (unset: the column's default). */
type OrderDraft = Omit<Prisma.OrderUncheckedCreateInput, "items" | "payments" | "createdAt" | "updatedAt">;

/** A job written by the order's own statement (the mail queue's). */
interface MailJob {
  id: string;
  data: object;
}

interface PaymentDraft {
  gateway: string;
  trackingId: string;
  amount: number;
  url: string | null;
  expiresAt: Date;
}

/** The gateway's hosted page for an order about to be written: its lines and delivery fee as quoted. */
async function openCheckout(
  deps: OrderDeps,
  order: {
    code: string;
    quote: { total: number; deliveryFee: number };
    lines: PricedLine[];
    email: string | null;
    keyHash: string;
    now: Date;
  },
): Promise<PaymentDraft> {
  const checkoutLines = order.lines.map((line) => ({
    name: [
      line.optionName ? `${line.productName}（${line.optionName}）` : line.productName,
      ...line.toppings.map((t) => t.toppingName),
    ].join("＋"),
    unitAmount: line.unitAmount,
    quantity: line.quantity,
  }));
  if (order.quote.deliveryFee > 0)
    checkoutLines.push({ name: "配達料", unitAmount: order.quote.deliveryFee, quantity: 1 });
  const opened = await deps.gateway.open({
    code: order.code,
    total: order.quote.total,
    lines: checkoutLines,
    email: order.email,
    idempotencyKey: `checkout:${order.keyHash}:${order.code}`,
    publicUrl: deps.publicUrl,
    now: order.now,
  });
  return { gateway: deps.gateway.name, amount: order.quote.total, ...opened };
}

/** A page opened for an order that was not written (slot full, replay): closed, best effort. */
function abandonCheckout(deps: OrderDeps, trackingId: string): void {
  if (deps.gateway.name === "sandbox") return;
  deps.gateway.expire(trackingId).catch((error: unknown) => {
    logger.error({ err: error }, `[payment] could not close the unused checkout ${trackingId}`);
  });
}

/**
 * The order in one statement (data-modifying CTEs, one implicit snapshot):
 * - one place in the slot: its row created at 1 or counted up while below the capacity, under its
 *   row lock, so concurrent checkouts never exceed it; a full slot writes nothing (no row back);
 * - the order row, as Prisma's `order.create` writes it: the given fields (typed by the row type
 *   through jsonb_populate_record: enums, timestamps, Json), createdAt and updatedAt now, the
 *   other columns their defaults; it comes back whole, as Prisma's create answers it;
 * - its lines, their toppings and the card payment, with ids drawn from the tables' sequences
 *   first, so the written rows are known without reading them back;
 * - the confirmation mail's job in the job queue's table, as pg-boss's send writes it;
 * - the member's server cart emptied (cartToEmpty);
 * - its kitchen ticket's print job, when the shop has a CloudPRNT printer (decision 0044).
 * The statement is its own transaction: all of it is written, or none. A unique key taken (order
 * code, idempotency key) fails the whole statement.
 */
async function writeOrder(
  tx: SqlExecutor,
  method: PlaceOrder["method"],
  slot: Slot,
  capacity: { orders: number; units: number },
  draft: OrderDraft,
  lines: PricedLine[],
  payment: PaymentDraft | null,
  mail: MailJob | null,
  emptyCartOf: number | null,
): Promise<FullOrder> {
  const units = draft.kitchenUnits ?? 0;
  if (capacity.orders < 1 || units > capacity.units) throw new SlotFull();
  const stamp = new Date();
  const data: Record<string, unknown> = { ...draft, createdAt: stamp, updatedAt: stamp };
  const businessDay = draft.businessDay instanceof Date ? draft.businessDay : businessDayOf(slot.startsAt);
  const columns = Object.keys(data).filter((key) => data[key] !== undefined);
  for (const column of columns) {
    // Column names are the model's own (never input), so quoting them is safe.
    if (!Object.hasOwn(Prisma.OrderScalarFieldEnum, column)) throw new Error(`Order has no field ${column}`);
  }
  const list = columns.map((column) => `"${column}"`).join(", ");
  const input = JSON.stringify(
    lines.map(({ toppings, ...line }, pos) => ({
      ...line,
      pos,
      toppings: toppings.map((t, tpos) => ({ ...t, tpos })),
    })),
  );
  const { rows } = await tx.executeSql(
    `WITH slot AS (
      INSERT INTO "SlotUsage" AS u ("method", "slotStartsAt", "orderCount", "unitCount")
      VALUES ($1::"ProvisionMethod", $2::timestamptz, 1, $19::int)
      ON CONFLICT ("method", "slotStartsAt") DO UPDATE
        SET "orderCount" = u."orderCount" + 1, "unitCount" = u."unitCount" + $19::int
        WHERE u."orderCount" < $3::int AND u."unitCount"::bigint + $19::int <= $20::int
      RETURNING "orderCount"
    ), call AS (
      INSERT INTO "CallNumberCounter" AS c ("businessDay", "last")
      SELECT $17::date, 1 WHERE EXISTS (SELECT FROM slot)
      ON CONFLICT ("businessDay") DO UPDATE SET "last" = c."last" % ${CALL_NUMBER_MAX} + 1
      RETURNING "last"
    ), new_order AS (
      INSERT INTO "Order" (${list})
      SELECT ${list} FROM jsonb_populate_record(NULL::"Order",
        $4::jsonb || jsonb_build_object('callNumber', (SELECT "last" FROM call)))
      WHERE EXISTS (SELECT FROM call)
      RETURNING *
    ), input AS (
      SELECT * FROM jsonb_to_recordset($5::jsonb) AS x(
        pos int, "productId" int, "productName" text, "productOptionId" int, "optionName" text,
        "unitPrice" int, "toppingsPrice" int, quantity int, "taxRate" int, "lineTotal" int,
        "unitAmount" int, amount int, toppings jsonb)
      WHERE EXISTS (SELECT FROM new_order)
    ), item_ids AS MATERIALIZED (
      SELECT pos, nextval(pg_get_serial_sequence('"OrderItem"', 'id'))::int AS id FROM input ORDER BY pos
    ), topping_rows AS MATERIALIZED (
      SELECT i.pos, t.tpos, item_ids.id AS "orderItemId",
        nextval(pg_get_serial_sequence('"OrderItemTopping"', 'id'))::int AS id,
        t."toppingOptionId", t."toppingName", t."optionName", t.price, t."priceWithTax"
      FROM input i JOIN item_ids USING (pos)
      CROSS JOIN LATERAL jsonb_to_recordset(i.toppings) AS t(
        tpos int, "toppingOptionId" int, "toppingName" text, "optionName" text, price int, "priceWithTax" int)
      ORDER BY i.pos, t.tpos
    ), new_items AS (
      INSERT INTO "OrderItem" (id, "orderId", "productId", "productName", "productOptionId", "optionName",
        "unitPrice", "toppingsPrice", quantity, "taxRate", "lineTotal", "unitAmount", amount)
      SELECT item_ids.id, o.id, i."productId", i."productName", i."productOptionId", i."optionName",
        i."unitPrice", i."toppingsPrice", i.quantity, i."taxRate", i."lineTotal", i."unitAmount", i.amount
      FROM input i JOIN item_ids USING (pos) CROSS JOIN new_order o
    ), new_toppings AS (
      INSERT INTO "OrderItemTopping" (id, "orderItemId", "toppingOptionId", "toppingName", "optionName", price, "priceWithTax")
      SELECT id, "orderItemId", "toppingOptionId", "toppingName", "optionName", price, "priceWithTax" FROM topping_rows
    ), new_payment AS (
      INSERT INTO "Payment" ("orderId", gateway, "trackingId", amount, url, "expiresAt")
      SELECT o.id, $6::text, $7::text, $8::int, $14::text, $15::timestamptz FROM new_order o
      WHERE $9::boolean
      RETURNING id, "createdAt"
    ), mail_job AS (
      ${jobInsertSql(
        { id: 10, name: 11, data: `replace($12::text, $18::text, (SELECT "last"::text FROM call))::jsonb` },
        "$13::boolean AND EXISTS (SELECT FROM new_order)",
      )}
    ), emptied_cart AS (
      DELETE FROM "CartItem" WHERE $16::int IS NOT NULL AND EXISTS (SELECT FROM new_order)
        AND "cartId" IN (SELECT id FROM "Cart" WHERE "customerId" = $16::int)
    ), kitchen_ticket AS (
      INSERT INTO "PrintJob" ("orderId", kind)
      SELECT o.id, 'KITCHEN'::"PrintJobKind" FROM new_order o WHERE EXISTS (SELECT FROM "Printer")
    )
    SELECT o.*,
      (SELECT count(*)::int FROM mail_job) AS "written:mail",
      (SELECT coalesce(json_agg(id ORDER BY pos), '[]'::json) FROM item_ids) AS "written:items",
      (SELECT coalesce(json_agg(id ORDER BY pos, tpos), '[]'::json) FROM topping_rows) AS "written:toppings",
      (SELECT json_build_object('id', id, 'createdAt', "createdAt") FROM new_payment) AS "written:payment"
    FROM new_order o`,
    [
      method,
      slot.startsAt,
      capacity.orders,
      JSON.stringify(data),
      input,
      payment?.gateway ?? "",
      payment?.trackingId ?? "",
      payment?.amount ?? 0,
      payment !== null,
      mail?.id ?? null,
      MAIL_QUEUE,
      mail ? JSON.stringify(withRequestOf(mail.data)) : null,
      mail !== null,
      payment?.url ?? null,
      payment?.expiresAt ?? null,
      emptyCartOf,
      dateOnly(businessDay),
      String(draft.callNumber ?? ""),
      units,
      capacity.units,
    ],
  );
  const found = rows[0] as
    | (Omit<FullOrder, "items" | "payments"> & {
        "written:items": number[];
        "written:toppings": number[];
        "written:payment": { id: number; createdAt: string } | null;
        "written:mail": number;
      })
    | undefined;
  if (!found) throw new SlotFull(); // the slot took no place: nothing was written
  const {
    "written:items": itemIds,
    "written:toppings": toppingIdList,
    "written:payment": writtenPayment,
    "written:mail": writtenMail,
    ...row
  } = found;
  if (itemIds.length !== lines.length) throw new Error("the order's lines were not written");
  // Only without the mail queue (the server creates it before it listens): say so loudly.
  if (mail && writtenMail !== 1) logger.error(`[order] ${row.code}: the confirmation mail was not queued`);
  // A date column comes back from pg's driver at local midnight; Prisma reads it at UTC midnight.
  row.businessDay = businessDay;
  const orderId = row.id;
  const toppingIds = toppingIdList[Symbol.iterator]();
  const items = lines.map(({ toppings, ...line }, pos) => {
    const id = itemIds[pos]!;
    return {
      ...line,
      id,
      orderId,
      toppings: toppings.map((t) => ({ ...t, id: toppingIds.next().value as number, orderItemId: id })),
    };
  });
  const payments =
    payment && writtenPayment
      ? [
          {
            ...payment,
            id: writtenPayment.id,
            orderId,
            status: "UNPAID" as const,
            result: null,
            createdAt: new Date(writtenPayment.createdAt),
            completedAt: null,
            providerPaymentId: null,
            refundedAmount: 0,
            attention: null,
          },
        ]
      : [];
  return { ...row, items, payments };
}

/**
 * The confirmation mail's job, composed before the order is written: the mail reads only what the
 * order statement writes as given (the draft and its priced lines), never the row's id or column
 * defaults, so it is the mail the stored order would give (a test compares the two). The
 * statement writes it with the order or not at all, so its id needs no key.
 */
function confirmationJob(
  deps: OrderDeps,
  draft: OrderDraft,
  lines: PricedLine[],
  secrets: { key: string; statusSecret: string },
  reducedRate: number,
): MailJob {
  const code = draft.code;
  const url = arrivalUrl(deps.publicUrl, code, arrivalSecret(secrets.key, code));
  // The secret's hash is written with the order (the draft), so the link needs no write.
  const status = statusUrl(deps.publicUrl, code, secrets.statusSecret);
  const order = { ...draft, items: lines } as unknown as MailOrder;
  return {
    id: randomUUID(),
    data: mailJobData(orderConfirmationMail(order, url, status, reducedRate)),
  };
}
