// The customers as CSV for Excel (issue 33): streamed like the sales CSV (decision 0050), read
// 500 at a time by id (the primary key, so a late batch costs what the first does), filtered by
// the list's own search when one is given. Names, addresses and e-mail are typed by people, so
// every cell goes through csvCell (formula-neutralised) in csvStream.
import { PREFECTURES } from "../../../../shared/constants.js";
import type { Customer, Prisma, PrismaClient } from "../../generated/prisma/client.js";
import type { CsvCell } from "../../lib/csv.js";
import { tokyoClock } from "../../lib/tokyo-time.js";
import { customerWhere } from "./customer-admin.service.js";

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
export function customerCsvRow(c: Customer, orderCount: number): CsvCell[] {
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

/** The rows, a batch at a time, oldest member first. */
export async function* customerCsvRows(
  prisma: PrismaClient,
  query: string | null | undefined,
): AsyncGenerator<CsvCell[][]> {
  const where = customerWhere(query);
  let after = 0;
  for (;;) {
    const keyset: Prisma.CustomerWhereInput = { id: { gt: after } };
    const batch = await prisma.customer.findMany({
      where: { AND: [where, keyset] },
      orderBy: { id: "asc" },
      take: CUSTOMER_CSV_BATCH,
    });
    if (batch.length === 0) return;
    const counts = await prisma.order.groupBy({
      by: ["customerId"],
      where: { customerId: { in: batch.map((c) => c.id) } },
      _count: { _all: true },
    });
    const countOf = new Map(counts.map((c) => [c.customerId, c._count._all]));
    yield batch.map((c) => customerCsvRow(c, countOf.get(c.id) ?? 0));
    if (batch.length < CUSTOMER_CSV_BATCH) return;
    after = batch.at(-1)!.id;
  }
}
