// The order's write as ONE SQL statement (decision 0032): the slot's place, the order row, its
// lines, toppings and card payment, the confirmation mail's job, the emptied cart and the kitchen
// ticket, its own transaction with nothing read back. The performance seam of placing an order;
// the rules that decide what is written live in order.service.ts.

import type { PlaceOrder } from "../../../../shared/order.js";
import { Prisma } from "../../generated/prisma/client.js";
import type { SqlExecutor } from "../../jobs/job-db.js";
import { jobInsertSql, withRequestOf } from "../../jobs/jobs.js";
import { logger } from "../../lib/log.js";
import { dateOnly } from "../../lib/tokyo-time.js";
import { MAIL_QUEUE } from "../../mail/mail.js";
import type { PricedLine } from "../catalog/pricing.js";
import type { Slot } from "../provision/slots.js";
import { businessDayOf, CALL_NUMBER_MAX } from "./call-number.js";

export const orderInclude = {
  items: { orderBy: { id: "asc" }, include: { toppings: { orderBy: { id: "asc" } } } },
  payments: { orderBy: { id: "desc" } },
} satisfies Prisma.OrderInclude;
export type FullOrder = Prisma.OrderGetPayload<{ include: typeof orderInclude }>;

/** The slot had no room left: nothing was written. */
export class SlotFull extends Error {}

/**
 * An order's given fields as pg's driver would send string parameters (UTF-8, a lone surrogate as
 * U+FFFD), so the row stores what Prisma's create stored and the mail says the same; JSON.stringify
 * alone would escape a lone surrogate, which PostgreSQL's JSON refuses. Everything else the
 * statement's JSON carries comes from the database or from us, and is well-formed already.
 */
export function wellFormedFields<T extends object>(fields: T): T {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      typeof value === "string" ? (value as string & { toWellFormed(): string }).toWellFormed() : value,
    ]),
  ) as T;
}

/** The fields of a new order row, as Prisma's `order.create` takes them (unset: the column's default). */
export type OrderDraft = Omit<
  Prisma.OrderUncheckedCreateInput,
  "items" | "payments" | "createdAt" | "updatedAt"
>;

/** A job written by the order's own statement (the mail queue's). */
export interface MailJob {
  id: string;
  data: object;
}

export interface PaymentDraft {
  gateway: string;
  trackingId: string;
  amount: number;
  url: string | null;
  expiresAt: Date;
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
export async function writeOrder(
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
