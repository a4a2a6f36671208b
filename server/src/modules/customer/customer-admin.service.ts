// Customers as staff see them: search by name, reading, phone or e-mail (paged), create, edit,
// delete. Deleting removes the account row: its tokens and cart go with it (so every session
// ends), past orders stay as placed (they hold their own copy of the name and address, and their
// customerId becomes null), contact messages stay without the link.
import { randomBytes } from "node:crypto";
import { adminCustomerSchema } from "../../../../shared/account.js";
import type { Context } from "../../context.js";
import { ConflictError, NotFoundError, ValidationError } from "../../errors.js";
import { type Customer, Prisma, type PrismaClient } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parse.js";
import { auditActor, recordAudit } from "../audit/audit.service.js";
import { hashPassword } from "../auth/password.js";
import { type SessionEventPubSub, sessionsChanged } from "../auth/session-events.js";
import { adminViewer } from "../auth/viewer.js";
import { escapeLike, toKatakana } from "../order/order-history.js";

export const CUSTOMERS_PER_PAGE = 20;
const MAX_PER_PAGE = 100;
/** Far past any shop's list (100,000 pages of 100), short of an OFFSET PostgreSQL refuses. */
const MAX_PAGE = 100_000;

export interface CustomerSearch {
  query?: string | null;
  page?: number | null;
  perPage?: number | null;
}

interface SearchWord {
  /** Found anywhere in a name or the e-mail (three characters or more). */
  anywhere?: string;
  kanaAnywhere?: string;
  telAnywhere?: string;
  /** Found at the start of a field by the stored heads (one or two characters). */
  heads: string[];
}

function searchWords(query: string | null | undefined): SearchWord[] {
  const short = (text: string) => [...text].length <= 2;
  return (query ?? "")
    .normalize("NFKC")
    .split(/[\s\u3000]+/)
    .filter(Boolean)
    .slice(0, 5)
    .map((word) => word.slice(0, 100))
    .map((word) => {
      const digits = word.replace(/[-‐−]/g, "");
      const kana = toKatakana(word);
      const result: SearchWord = { heads: [] };
      if (short(word)) result.heads.push(`n:${word.toLowerCase()}`);
      else result.anywhere = word;
      if (short(kana)) result.heads.push(`k:${kana.toLowerCase()}`);
      else result.kanaAnywhere = kana;
      if (/^[0-9]+$/.test(digits)) {
        if (short(digits)) result.heads.push(`t:${digits}`);
        else result.telAnywhere = digits;
      }
      return result;
    });
}

/**
 * Every word must be found in a name, a reading, the phone number or the e-mail (decision 0050:
 * trigram indexes). A word of three characters or more is found anywhere; one or two characters,
 * at the start of a field, by the customer's stored heads (issue 33: searchHeads, GIN-indexed,
 * where a trigram index cannot narrow). LIKE's own % and _ match themselves.
 */
export function customerWhere(query: string | null | undefined): Prisma.CustomerWhereInput {
  const contains = (text: string) => ({ contains: escapeLike(text), mode: "insensitive" as const });
  return {
    AND: searchWords(query).map(({ anywhere, kanaAnywhere, telAnywhere, heads }) => {
      const or: Prisma.CustomerWhereInput[] = [];
      if (anywhere)
        or.push(
          { lastName: contains(anywhere) },
          { firstName: contains(anywhere) },
          { email: contains(anywhere) },
        );
      if (kanaAnywhere)
        or.push({ lastNameKana: contains(kanaAnywhere) }, { firstNameKana: contains(kanaAnywhere) });
      if (telAnywhere) or.push({ tel: contains(telAnywhere) });
      if (heads.length > 0) or.push({ searchHeads: { hasSome: heads } });
      return { OR: or };
    }),
  };
}

/** The same test as customerWhere, as SQL on "Customer"'s own columns (TRUE without words). */
export function customerMatchSql(query: string | null | undefined): Prisma.Sql {
  const words = searchWords(query);
  return words.length === 0 ? Prisma.sql`TRUE` : customerWhereSql(words);
}

function customerWhereSql(words: SearchWord[]): Prisma.Sql {
  const like = (field: string, text: string) =>
    Prisma.sql`${Prisma.raw(`"${field}"`)} ILIKE ${`%${escapeLike(text)}%`}`;
  return Prisma.join(
    words.map(({ anywhere, kanaAnywhere, telAnywhere, heads }) => {
      const or: Prisma.Sql[] = [];
      if (anywhere) or.push(like("lastName", anywhere), like("firstName", anywhere), like("email", anywhere));
      if (kanaAnywhere) or.push(like("lastNameKana", kanaAnywhere), like("firstNameKana", kanaAnywhere));
      if (telAnywhere) or.push(like("tel", telAnywhere));
      if (heads.length > 0) or.push(Prisma.sql`"searchHeads" && ARRAY[${Prisma.join(heads)}]::text[]`);
      return Prisma.sql`(${Prisma.join(or, " OR ")})`;
    }),
    " AND ",
  );
}

/**
 * The ids of a page, by SQL; the rows are read after, by id. With words, the matching rows are
 * gathered first (by the indexes above) and only they are sorted: left to itself the planner
 * walked the reading's index in order, filtering, and a name whose readings sort late (「田中
 * 花子」: タナカ) read 59,000 customers for 20 (issue 33). Without words, the ids come from the
 * readings' index alone (an index-only scan): a late page skips index entries, not whole rows
 * (page 5,000 of 100,000 customers: 15 ms instead of 83).
 */
async function pageIds(prisma: PrismaClient, words: SearchWord[], take: number, skip: number) {
  const rows =
    words.length === 0
      ? await prisma.$queryRaw<{ id: number }[]>`SELECT "id" FROM "Customer"
          ORDER BY "lastNameKana", "firstNameKana", "id" LIMIT ${take} OFFSET ${skip}`
      : await prisma.$queryRaw<{ id: number }[]>`WITH matched AS MATERIALIZED (
            SELECT "id", "lastNameKana", "firstNameKana" FROM "Customer" WHERE ${customerWhereSql(words)})
          SELECT "id" FROM matched ORDER BY "lastNameKana", "firstNameKana", "id" LIMIT ${take} OFFSET ${skip}`;
  return rows.map((r) => r.id);
}

export async function listCustomers(prisma: PrismaClient, search: CustomerSearch) {
  const perPage = Math.min(Math.max(Math.trunc(search.perPage ?? CUSTOMERS_PER_PAGE) || 1, 1), MAX_PER_PAGE);
  const page = Math.max(Math.trunc(search.page ?? 1) || 1, 1);
  // A page past any list (page=1e20) made an OFFSET PostgreSQL refuses: a 500 (issue 33's input).
  if (page > MAX_PAGE) throw new ValidationError("ページ番号が正しくありません");
  const words = searchWords(search.query);
  const skip = (page - 1) * perPage;
  const [customers, totalCount] = await Promise.all([
    pageIds(prisma, words, perPage, skip).then(async (ids) => {
      const found = await prisma.customer.findMany({ where: { id: { in: ids } } });
      const byId = new Map(found.map((c) => [c.id, c]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    }),
    prisma.customer.count({ where: customerWhere(search.query) }),
  ]);
  return { customers, totalCount, page, perPage };
}

export async function findCustomer(prisma: PrismaClient, key: string): Promise<Customer> {
  const customer = /^[0-9]{1,9}$/.test(key)
    ? await prisma.customer.findUnique({ where: { id: Number(key) } })
    : null;
  if (!customer) throw new NotFoundError("お客様が見つかりませんでした");
  return customer;
}

/** Orders that count: neither cancelled nor still awaiting an online payment. */
export async function customerOrderTotals(prisma: PrismaClient, customerId: number) {
  const totals = await prisma.order.aggregate({
    where: { customerId, status: { notIn: ["CANCELLED", "AWAITING_PAYMENT"] } },
    _count: { _all: true },
    _sum: { total: true },
  });
  return { orderCount: totals._count._all, orderTotal: totals._sum.total ?? 0 };
}

/** The customer's latest orders (50), newest first: the REST edit page's list. */
export function latestOrdersOf(prisma: PrismaClient, customerId: number) {
  return prisma.order.findMany({ where: { customerId }, orderBy: { createdAt: "desc" }, take: 50 });
}

async function emailTaken(prisma: PrismaClient, email: string, exceptId?: number) {
  const other = await prisma.customer.findUnique({ where: { email }, select: { id: true } });
  if (other && other.id !== exceptId) {
    throw new ConflictError("このメールアドレスはすでに別のお客様が登録しています");
  }
}

const profileData = (input: ReturnType<typeof adminCustomerSchema.parse>) => ({
  ...input,
  postalCode: input.postalCode || null,
  prefectureId: input.prefectureId ?? null,
  address1: input.address1 || null,
  address2: input.address2 || null,
});

/**
 * A customer registered by staff (e.g. one who ordered by phone). The account has no usable
 * password: the customer sets one with "forgot password" when they want to sign in.
 */
export async function createCustomer(
  ctx: Pick<Context, "prisma" | "viewer">,
  raw: unknown,
): Promise<Customer> {
  adminViewer(ctx);
  const input = parseInput(adminCustomerSchema, raw);
  await emailTaken(ctx.prisma, input.email);
  return ctx.prisma.customer.create({
    data: {
      ...profileData(input),
      passwordHash: await hashPassword(randomBytes(24).toString("base64url")),
      confirmedAt: new Date(),
    },
  });
}

export async function updateCustomer(
  ctx: Pick<Context, "prisma" | "viewer">,
  id: number,
  raw: unknown,
): Promise<Customer> {
  adminViewer(ctx);
  const input = parseInput(adminCustomerSchema, raw);
  await findCustomer(ctx.prisma, String(id));
  await emailTaken(ctx.prisma, input.email, id);
  return ctx.prisma.customer.update({ where: { id }, data: profileData(input) });
}

export async function deleteCustomer(
  ctx: Pick<Context, "prisma" | "viewer"> & { pubsub?: SessionEventPubSub },
  id: number,
): Promise<Customer> {
  adminViewer(ctx);
  const customer = await findCustomer(ctx.prisma, String(id));
  const actor = await auditActor(ctx);
  await ctx.prisma.$transaction(async (tx) => {
    await tx.customer.delete({ where: { id: customer.id } });
    await recordAudit(tx, actor, {
      kind: "CUSTOMER_DELETED",
      subject: `顧客「${customer.lastName} ${customer.firstName}」（会員番号 ${customer.id}）`,
    });
  });
  sessionsChanged(ctx.pubsub, "customer", customer.id);
  return customer;
}
