// The history a shop grows over years (issue 33), for `npm run bench -- scale`: templates placed
// through the real API (GraphQL placeOrder, so every column is what the app writes), then cloned
// by SQL into N orders spread over five years before today, each from one of N/10 customers, in
// batches (the SalesDay triggers and every index are maintained as by the app's own writes).
// Codes start with B, a letter the app's codes never use, so clones never meet a real code.
import type pg from "pg";
import { CODE_ALPHABET } from "../server/src/modules/order/order-secrets.js";
import {
  demoProduct,
  futureSlot,
  orderInput,
  setCapacity,
  totalOf,
} from "../tests/integration/order/helpers.js";
import type * as StartApp from "../tests/setup/start-app.js";
import { placeOrder } from "./events-shop.js";

const LAST = [
  "佐藤",
  "鈴木",
  "高橋",
  "田中",
  "伊藤",
  "渡辺",
  "山本",
  "中村",
  "小林",
  "加藤",
  "吉田",
  "山田",
  "佐々木",
  "松本",
  "井上",
  "木村",
];
const LAST_KANA = [
  "サトウ",
  "スズキ",
  "タカハシ",
  "タナカ",
  "イトウ",
  "ワタナベ",
  "ヤマモト",
  "ナカムラ",
  "コバヤシ",
  "カトウ",
  "ヨシダ",
  "ヤマダ",
  "ササキ",
  "マツモト",
  "イノウエ",
  "キムラ",
];
const FIRST = [
  "花子",
  "太郎",
  "陽菜",
  "蓮",
  "結衣",
  "湊",
  "美咲",
  "大翔",
  "さくら",
  "悠真",
  "葵",
  "健太",
  "彩",
  "翔",
  "愛",
  "誠",
  "七海",
];
const FIRST_KANA = [
  "ハナコ",
  "タロウ",
  "ヒナ",
  "レン",
  "ユイ",
  "ミナト",
  "ミサキ",
  "ヒロト",
  "サクラ",
  "ユウマ",
  "アオイ",
  "ケンタ",
  "アヤ",
  "ショウ",
  "アイ",
  "マコト",
  "ナナミ",
];
const arr = (a: string[]) => `ARRAY[${a.map((s) => `'${s}'`).join(",")}]`;
// Names combine as (g % 16, g % 17): 272 distinct people's names, like a town's.
const pick = (a: string[], g: string) => `(${arr(a)})[1 + (${g}) % ${a.length}]`;

/** Places `count` template orders (1–3 karaage, paid at the shop) through GraphQL. */
export async function placeTemplates(app: StartApp.RunningApp, count: number): Promise<void> {
  const { prisma } = app.db;
  const slot = await futureSlot(prisma, "TAKEOUT");
  await setCapacity(prisma, "TAKEOUT", slot, count + 10);
  const demo = await demoProduct(prisma);
  for (let i = 0; i < count; i++) {
    const items = [
      {
        productId: demo.product.id,
        productOptionId: demo.option.id,
        toppingOptionIds: [],
        quantity: 1 + (i % 3),
      },
    ];
    await placeOrder(
      app.url,
      orderInput(slot, items, await totalOf(prisma, items), { email: `t${i}@example.jp` }),
    );
  }
}

export async function growCustomers(client: pg.Client, customers: number): Promise<void> {
  const have = (await client.query('SELECT count(*)::int AS n FROM "Customer"')).rows[0].n as number;
  if (have >= customers) return;
  await client.query(
    `INSERT INTO "Customer" (email, "passwordHash", "lastName", "firstName", "lastNameKana", "firstNameKana",
       tel, "postalCode", "prefectureId", address1, "confirmedAt", "createdAt", "updatedAt")
     SELECT 'member' || g || '@bench.example', 'x', ${pick(LAST, "g")}, ${pick(FIRST, "g")},
       ${pick(LAST_KANA, "g")}, ${pick(FIRST_KANA, "g")}, '090' || lpad(g::text, 8, '0'), '7300011', 34,
       '広島市中区基町' || (g % 30) || '-' || (g % 7), now(), now() - (g % 1800) * interval '1 day', now()
     FROM generate_series($1::int, $2::int) g`,
    [have + 1, customers],
  );
}

/** Clones the templates until the database holds `orders` orders; `onBatch` reports progress. */
export async function growOrders(
  client: pg.Client,
  orders: number,
  onBatch: (done: number) => void,
  batch = 20_000,
): Promise<void> {
  const templates = (
    await client.query("SELECT id FROM \"Order\" WHERE code NOT LIKE 'B%' ORDER BY id")
  ).rows.map((r) => r.id as number);
  const customers = (await client.query('SELECT max(id)::int AS n FROM "Customer"')).rows[0].n as number;
  const columns = (
    await client.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'Order' AND column_name <> 'id'
         AND is_generated = 'NEVER'
       ORDER BY ordinal_position`,
    )
  ).rows.map((r) => r.column_name as string);
  const code = `'B' || ${[0, 1, 2, 3, 4].map((k) => `substr('${CODE_ALPHABET}', 1 + (g / ${CODE_ALPHABET.length ** k})::int % ${CODE_ALPHABET.length}, 1)`).join(" || ")}`;
  // Day 1..1825 before today; slots 11:00–20:45 Tokyo every 15 minutes.
  const slot = `(date_trunc('day', now() AT TIME ZONE 'Asia/Tokyo') - (1 + g % 1825) * interval '1 day'
    + interval '11 hours' + (g * 7 % 40) * interval '15 minutes') AT TIME ZONE 'Asia/Tokyo'`;
  const overrides: Record<string, string> = {
    code,
    idempotencyKey: "NULL",
    // Carries the template's id to the RETURNING below (no key: never read as a fingerprint).
    idempotencyFingerprint: "t.id::text",
    status: `CASE WHEN g % 20 = 0 THEN 'CANCELLED'::"OrderStatus" ELSE 'PROVIDED'::"OrderStatus" END`,
    slotStartsAt: slot,
    slotEndsAt: `${slot} + interval '15 minutes'`,
    businessDay: `(date_trunc('day', now() AT TIME ZONE 'Asia/Tokyo') - (1 + g % 1825) * interval '1 day')::date`,
    createdAt: `${slot} - interval '2 hours'`,
    updatedAt: `${slot}`,
    providedAt: `${slot}`,
    customerId: "CASE WHEN g % 5 < 3 THEN c.id END",
    lastName: 'c."lastName"',
    firstName: 'c."firstName"',
    lastNameKana: 'c."lastNameKana"',
    firstNameKana: 'c."firstNameKana"',
    email: "c.email",
    tel: "c.tel",
    callNumber: "1 + g % 999",
    statusSecretHashes: "'{}'",
    arrivalSecretHash: "NULL",
  };
  const list = columns.map((c) => `"${c}"`).join(", ");
  const values = columns.map((c) => overrides[c] ?? `t."${c}"`).join(", ");
  let done = (await client.query('SELECT count(*)::int AS n FROM "Order"')).rows[0].n as number;
  let g = (await client.query(`SELECT count(*)::int AS n FROM "Order" WHERE code LIKE 'B%'`)).rows[0]
    .n as number;
  while (done < orders) {
    const to = g + Math.min(batch, orders - done);
    const { rowCount } = await client.query(
      `WITH src AS (
         SELECT g, ($3::int[])[1 + g % cardinality($3::int[])] AS tid FROM generate_series($1::int, $2::int - 1) g
       ), written AS (
         INSERT INTO "Order" (${list})
         SELECT ${values} FROM src JOIN "Order" t ON t.id = src.tid
         JOIN "Customer" c ON c.id = 1 + (src.g::bigint * 7919) % $4::int
         ON CONFLICT DO NOTHING
         RETURNING id, "idempotencyFingerprint"::int AS tid
       )
       INSERT INTO "OrderItem" ("orderId", "productId", "productName", "productOptionId", "optionName",
         "unitPrice", "toppingsPrice", quantity, "taxRate", "lineTotal", "unitAmount", amount)
       SELECT w.id, i."productId", i."productName", i."productOptionId", i."optionName", i."unitPrice",
         i."toppingsPrice", i.quantity, i."taxRate", i."lineTotal", i."unitAmount", i.amount
       FROM written w JOIN "OrderItem" i ON i."orderId" = w.tid`,
      [g, to, templates, customers],
    );
    g = to;
    done = (await client.query('SELECT count(*)::int AS n FROM "Order"')).rows[0].n as number;
    onBatch(done);
    if (!rowCount) throw new Error("no order was written: the templates have no lines?");
  }
  // What autovacuum does to a settled database: statistics, and the visibility map that lets
  // an index-only scan skip the rows (the customers' pages read their ids so). One statement
  // each: VACUUM does not run inside the implicit transaction of a multi-statement text.
  for (const table of ["Order", "OrderItem", "Customer"]) await client.query(`VACUUM ANALYZE "${table}"`);
}
