// The audit trail (decision 0034): who changed a price, a tax rate, a pause, an administrator,
// deleted a customer, cancelled or refunded an order, and when. recordAudit is called inside the
// transaction of the change it records, so a change and its entry are written together or not at
// all. Owners read it (GraphQL auditEntries, GET /api/admin/audit, /admin/setting/audit).

import { calendarDate } from "../../../../shared/settings.js";
import { z } from "../../../../shared/zod-ja.js";
import type { Context } from "../../context.js";
import type { Prisma, PrismaClient } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parse.js";
import { addDays, tokyoInstant } from "../../lib/tokyo-time.js";
import { adminViewer, type Viewer } from "../auth/viewer.js";
import { adminName, ownerViewer } from "../settings/owner.js";

export const AUDIT_KINDS = [
  "PRICE",
  "TAX_RATE",
  "PAUSE",
  "ADMINISTRATOR",
  "CUSTOMER_DELETED",
  "ORDER_CANCELLED",
  "ORDER_REFUNDED",
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  PRICE: "価格",
  TAX_RATE: "消費税率",
  PAUSE: "受付の停止・再開",
  ADMINISTRATOR: "管理者",
  CUSTOMER_DELETED: "顧客の削除",
  ORDER_CANCELLED: "注文のキャンセル",
  ORDER_REFUNDED: "返金",
};

export interface AuditActor {
  id: number | null;
  name: string;
}

type Db = PrismaClient | Prisma.TransactionClient;

/** The signed-in administrator, as the trail names them. */
export async function auditActor(ctx: Pick<Context, "viewer" | "prisma">): Promise<AuditActor> {
  return { id: adminViewer(ctx).administratorId, name: await adminName(ctx) };
}

/** An administrator by id (services handed a viewer rather than the context). */
export async function auditActorById(prisma: Db, administratorId: number): Promise<AuditActor> {
  const admin = await prisma.administrator.findUnique({
    where: { id: administratorId },
    select: { name: true },
  });
  return { id: administratorId, name: admin?.name ?? `管理者 #${administratorId}` };
}

export async function recordAudit(
  db: Db,
  actor: AuditActor,
  entry: { kind: AuditKind; subject: string; detail?: string },
): Promise<void> {
  await db.auditEntry.create({
    data: {
      kind: entry.kind,
      actorId: actor.id,
      actorName: actor.name,
      subject: entry.subject,
      detail: entry.detail ?? "",
    },
  });
}

const yen = (n: number) => `${n.toLocaleString("ja-JP")}円`;
/** 「500円 → 550円」 */
export const priceChange = (before: number, after: number) => `${yen(before)} → ${yen(after)}`;

/** Records the prices that changed (tax-exclusive, as stored), if any, under `subject`. */
export async function auditPrices(
  db: Db,
  viewer: Viewer | null | undefined,
  subject: string,
  changes: { label: string; before: number; after: number }[],
): Promise<void> {
  const changed = changes.filter((c) => c.before !== c.after);
  if (!changed.length) return;
  const actor =
    viewer?.kind === "admin"
      ? await auditActorById(db, viewer.administratorId)
      : { id: null, name: "システム" };
  const detail = changed.map((c) => `${c.label}（税抜） ${priceChange(c.before, c.after)}`).join("、");
  await recordAudit(db, actor, { kind: "PRICE", subject, detail });
}

const filterSchema = z.object({
  actorId: z.coerce.number().int().positive("担当者を選び直してください").optional(),
  kind: z.enum(AUDIT_KINDS, { error: "種類を選び直してください" }).optional(),
  date: calendarDate("日付").optional(),
});
export type AuditFilter = z.input<typeof filterSchema>;

const LIMIT = 200;

/** The newest entries first (at most 200), by person, kind and Tokyo day; owners only. */
export async function listAudit(ctx: Pick<Context, "viewer" | "prisma">, raw: AuditFilter) {
  ownerViewer(ctx);
  const blank = (v: unknown) => (v === "" || v === null ? undefined : v);
  const filter = parseInput(filterSchema, {
    actorId: blank(raw.actorId),
    kind: blank(raw.kind),
    date: blank(raw.date),
  });
  const where: Prisma.AuditEntryWhereInput = {
    ...(filter.actorId ? { actorId: filter.actorId } : {}),
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.date
      ? { createdAt: { gte: tokyoInstant(filter.date), lt: tokyoInstant(addDays(filter.date, 1)) } }
      : {}),
  };
  const [entries, actors] = await Promise.all([
    ctx.prisma.auditEntry.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: LIMIT }),
    ctx.prisma.auditEntry.findMany({
      where: { actorId: { not: null } },
      distinct: ["actorId"],
      orderBy: [{ actorId: "asc" }, { createdAt: "desc" }],
      select: { actorId: true, actorName: true },
    }),
  ]);
  return {
    entries: entries.map((e) => ({
      ...e,
      kind: e.kind as AuditKind,
      kindLabel: AUDIT_KIND_LABELS[e.kind as AuditKind] ?? e.kind,
    })),
    actors: actors.map((a) => ({ id: a.actorId!, name: a.actorName })),
  };
}
