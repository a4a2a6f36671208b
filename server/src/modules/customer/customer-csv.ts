// The customers as CSV for Excel (issue 33): streamed like the sales CSV (decision 0050), read
// 500 at a time by id (the primary key, so a late batch costs what the first does), filtered by
// the list's own search when one is given. Names, addresses and e-mail are typed by people, so
// every cell goes through csvCell (formula-neutralised) in csvStream.
import { PREFECTURES } from "../../../../shared/constants.js";
import { sqlStatements } from "../../db/sql-statement.js";
import { type Customer, Prisma, type PrismaClient } from "../../generated/prisma/client.js";
import type { CsvCell } from "../../lib/csv.js";
import { tokyoClock } from "../../lib/tokyo-time.js";
import { customerMatchSql } from "./customer-admin.service.js";

export const CUSTOMER_CSV_BATCH = 500;

export const CUSTOMER_CSV_HEADERS = [
  "会員番号",
  "姓",
  "名",
  "セイ",
  "メイ",
  "メールアドレス",
  "電話番号",
  "郵便番号",
  "都道府県",
  "住所",
  "建物名・部屋番号",
  "注文回数",
  "本登録",
  "登録日時",
] as const;

const prefectureNames = new Map<number, string>(PREFECTURES.map((p) => [p.id, p.name]));

function tokyoDateTime(at: Date): string {
  const { date, minutes } = tokyoClock(at);
  return `${date} ${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** One customer's row under CUSTOMER_CSV_HEADERS. */
export function customerCsvRow(c: Omit<CsvCustomer, "orderCount">, orderCount: number): CsvCell[] {
  return [
    c.id,
    c.lastName,
    c.firstName,
    c.lastNameKana,
    c.firstNameKana,
    c.email,
    c.tel,
    c.postalCode,
    c.prefectureId === null ? "" : (prefectureNames.get(c.prefectureId) ?? ""),
    c.address1,
    c.address2,
    orderCount,
    c.confirmedAt ? "済" : "未",
    tokyoDateTime(c.createdAt),
  ];
}

/** A customer's columns the CSV reads, and how many orders they have placed. */
type CsvCustomer = Pick<
  Customer,
  | "id"
  | "lastName"
  | "firstName"
  | "lastNameKana"
  | "firstNameKana"
  | "email"
  | "tel"
  | "postalCode"
  | "prefectureId"
  | "address1"
  | "address2"
  | "confirmedAt"
  | "createdAt"
> & { orderCount: number };

function batchSql(match: Prisma.Sql, after: number): Prisma.Sql {
  return Prisma.sql`SELECT c."id", c."lastName", c."firstName", c."lastNameKana", c."firstNameKana",
      c."email", c."tel", c."postalCode", c."prefectureId", c."address1", c."address2",
      c."confirmedAt", c."createdAt",
      (SELECT count(*)::int FROM "Order" o WHERE o."customerId" = c."id") AS "orderCount"
    FROM "Customer" c
    WHERE c."id" > ${after} AND (${match})
    ORDER BY c."id" LIMIT ${CUSTOMER_CSV_BATCH}`;
}

/**
 * The rows, a batch at a time, oldest member first: one SQL statement per batch (the customers
 * and their order counts), on PostgreSQL straight to the pool behind Prisma (sqlStatements), as
 * the sales CSV: Prisma's conversion of every row into objects grew the heap by 100 MiB for
 * 100,000 customers (issue 33); pg's rows alone are garbage the young generation takes.
 */
export async function* customerCsvRows(
  prisma: PrismaClient,
  query: string | null | undefined,
): AsyncGenerator<CsvCell[][]> {
  const sql = sqlStatements(prisma);
  const match = customerMatchSql(query);
  let after = 0;
  for (;;) {
    const statement = batchSql(match, after);
    const { rows } = await sql.executeSql(statement.text, statement.values);
    const batch = rows as CsvCustomer[];
    if (batch.length === 0) return;
    yield batch.map((c) => customerCsvRow(c, c.orderCount));
    if (batch.length < CUSTOMER_CSV_BATCH) return;
    after = batch.at(-1)!.id;
  }
}
