// The staff's order history at any size (decision 0050): the search runs on trigram indexes
// (pg_trgm) and pages by keyset (a cursor on slot and id), so a late page costs what the first
// does, and the count stops at COUNT_CAP (the screen then says 「以上」). The ids are found by one
// raw statement (historySql, which the EXPLAIN test reads too); the orders themselves are then
// read by Prisma with the caller's selection.
import type { OrderSearch } from "../../../../shared/order-search.js";
import { ValidationError } from "../../errors.js";
import { Prisma, type PrismaClient } from "../../generated/prisma/client.js";
import { addDays, tokyoClock, tokyoInstant } from "../../lib/tokyo-time.js";

/**
 * Counting stops here: past it the total is shown as 「1000件以上」 (issue 33). A common word
 * (「ヤマダ」: 6% of the orders) makes the count read COUNT_CAP / 6% rows, so the cap is what a
 * search costs; nobody pages through a thousand orders, they narrow the search.
 */
export const COUNT_CAP = 1_000;
export const CURSOR_MESSAGE = "ページの指定が正しくありません。最初のページから表示し直してください";

export interface HistoryCursor {
  /** The slot (ISO) and id of the row the page continues from. */
  at: string;
  id: number;
  /** After that row (older orders) or before it (newer). */
  dir: "after" | "before";
  /** How many rows precede the page's first row: the 'x' of 'x-y件表示'. */
  offset: number;
}

export function encodeCursor(cursor: HistoryCursor): string {
  return Buffer.from(
    JSON.stringify([cursor.at, cursor.id, cursor.dir === "after" ? 1 : 0, cursor.offset]),
  ).toString("base64url");
}

/** A cursor the server made, or a Japanese ValidationError (never a 500, never a scan). */
export function decodeCursor(raw: string): HistoryCursor {
  try {
    if (raw.length > 200 || !/^[A-Za-z0-9_-]+$/.test(raw)) throw new Error("shape");
    const value: unknown = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 4) throw new Error("shape");
    const [at, id, dir, offset] = value as unknown[];
    if (typeof at !== "string" || Number.isNaN(Date.parse(at)) || new Date(at).toISOString() !== at) {
      throw new Error("at");
    }
    if (!Number.isSafeInteger(id) || (id as number) < 1) throw new Error("id");
    if (dir !== 0 && dir !== 1) throw new Error("dir");
    if (!Number.isSafeInteger(offset) || (offset as number) < 0) throw new Error("offset");
    return { at, id: id as number, dir: dir === 1 ? "after" : "before", offset: offset as number };
  } catch {
    throw new ValidationError(CURSOR_MESSAGE);
  }
}

/** LIKE's own characters typed by a person match themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** ひらがな → カタカナ: the readings are stored in katakana. */
export const toKatakana = (text: string) =>
  text.replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));

const NAME_FIELDS = ["lastName", "firstName", "lastNameKana", "firstNameKana"] as const;

/**
 * One word of a name search: three characters or more are found anywhere in a name or reading
 * (the trigram index finds them); one or two, at the start of one (「山田」, 「林」), by the
 * order's stored heads (its fields' first one and two characters, lower-cased, GIN-indexed:
 * migration 20261128040000), where a trigram index cannot narrow and ILIKE would test each row.
 */
export function nameWordSql(word: string): Prisma.Sql {
  const normal = word.normalize("NFKC");
  const variants = [...new Set([normal, toKatakana(normal)])];
  if ([...normal].length <= 2) {
    return Prisma.sql`"nameHeads" && ARRAY[${Prisma.join(variants.map((v) => Prisma.sql`lower(${v})`))}]::text[]`;
  }
  const patterns = variants.map((v) => ([...v].length >= 3 ? `%${escapeLike(v)}%` : `${escapeLike(v)}%`));
  const tests = NAME_FIELDS.flatMap((field) =>
    patterns.map((p) => Prisma.sql`${Prisma.raw(`"${field}"`)} ILIKE ${p}`),
  );
  return Prisma.sql`(${Prisma.join(tests, " OR ")})`;
}

/** The conditions of a history search (the period: slots before today, Tokyo). */
export function historyConditions(search: OrderSearch, now: Date): Prisma.Sql[] {
  const today = tokyoClock(now).date;
  const where: Prisma.Sql[] = [Prisma.sql`"slotStartsAt" < ${tokyoInstant(today)}`];
  if (search.code) where.push(Prisma.sql`"code" LIKE ${`${escapeLike(search.code)}%`}`);
  if (search.tel) {
    const pattern = `%${escapeLike(search.tel)}%`;
    where.push(Prisma.sql`("tel" LIKE ${pattern} OR "shippingTel" LIKE ${pattern})`);
  }
  if (search.date) {
    where.push(
      Prisma.sql`"slotStartsAt" >= ${tokyoInstant(search.date)} AND "slotStartsAt" < ${tokyoInstant(addDays(search.date, 1))}`,
    );
  }
  for (const word of search.name
    ?.split(/[\s　]+/)
    .filter(Boolean)
    .slice(0, 4) ?? []) {
    where.push(nameWordSql(word));
  }
  return where;
}

/** The ids of one page: newest first, after or before the cursor's row; one more to tell a next page. */
export function historySql(conditions: Prisma.Sql[], take: number, cursor?: HistoryCursor, skip = 0) {
  const where = [...conditions];
  const before = cursor?.dir === "before";
  if (cursor) {
    const at = new Date(cursor.at);
    where.push(
      before
        ? Prisma.sql`("slotStartsAt", "id") > (${at}, ${cursor.id})`
        : Prisma.sql`("slotStartsAt", "id") < (${at}, ${cursor.id})`,
    );
  }
  const order = before
    ? Prisma.sql`"slotStartsAt" ASC, "id" ASC`
    : Prisma.sql`"slotStartsAt" DESC, "id" DESC`;
  return Prisma.sql`SELECT "id", "slotStartsAt" FROM "Order" WHERE ${Prisma.join(where, " AND ")}
    ORDER BY ${order} LIMIT ${take} OFFSET ${skip}`;
}

/** How many orders match, counting no further than COUNT_CAP + 1. */
export function historyCountSql(conditions: Prisma.Sql[]) {
  return Prisma.sql`SELECT count(*)::int AS "count" FROM (SELECT 1 FROM "Order"
    WHERE ${Prisma.join(conditions, " AND ")} LIMIT ${COUNT_CAP + 1}) AS matched`;
}

export interface HistoryPage {
  ids: number[];
  totalCount: number;
  /** The total is at least totalCount (counting stopped). */
  totalCapped: boolean;
  offset: number;
  nextCursor: string | null;
  previousCursor: string | null;
}

export async function historyPage(
  prisma: PrismaClient,
  search: OrderSearch,
  paging: { perPage: number; cursor?: string | null; page?: number },
  now = new Date(),
): Promise<HistoryPage> {
  const cursor = paging.cursor ? decodeCursor(paging.cursor) : undefined;
  const conditions = historyConditions(search, now);
  const { perPage } = paging;
  // Without a cursor a page number still works (the spec's ?page=): an offset over ids only.
  const skip = cursor ? 0 : ((paging.page ?? 1) - 1) * perPage;
  const rows = await prisma.$queryRaw<{ id: number; slotStartsAt: Date }[]>(
    historySql(conditions, perPage + 1, cursor, skip),
  );
  const more = rows.length > perPage;
  const page = rows.slice(0, perPage);
  if (cursor?.dir === "before") page.reverse();
  // A first page that is not full is the whole result: no count to run.
  const count =
    !cursor && skip === 0 && !more
      ? rows.length
      : ((await prisma.$queryRaw<{ count: number }[]>(historyCountSql(conditions)))[0]?.count ?? 0);
  const offset = cursor
    ? cursor.dir === "after"
      ? cursor.offset
      : Math.max(cursor.offset - perPage, 0)
    : skip;
  const first = page[0];
  const last = page.at(-1);
  const hasNext = cursor?.dir === "before" ? true : more;
  const hasPrevious = cursor?.dir === "before" ? more || offset > 0 : offset > 0;
  const at = (row: { slotStartsAt: Date }) => new Date(row.slotStartsAt).toISOString();
  return {
    ids: page.map((r) => r.id),
    // Past the cap the total is 「at least」: never fewer than the rows already paged past.
    totalCount: count > COUNT_CAP ? Math.max(COUNT_CAP, offset + page.length) : count,
    totalCapped: count > COUNT_CAP,
    offset,
    nextCursor:
      hasNext && last
        ? encodeCursor({ at: at(last), id: last.id, dir: "after", offset: offset + page.length })
        : null,
    previousCursor:
      hasPrevious && first && offset > 0
        ? encodeCursor({ at: at(first), id: first.id, dir: "before", offset })
        : null,
  };
}
