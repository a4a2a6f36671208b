// The audit trail over GraphQL (owners only; the service checks again for REST).
import { builder } from "../../builder.js";
import { ValidationError } from "../../errors.js";
import { AUDIT_KIND_LABELS, AUDIT_KINDS, listAudit } from "./audit.service.js";

type AuditLogShape = Awaited<ReturnType<typeof listAudit>>;
type EntryShape = AuditLogShape["entries"][number];

const AuditEntry = builder.objectRef<EntryShape>("AuditEntry").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.exposeString("kind", { description: "PRICE, TAX_RATE, PAUSE, ADMINISTRATOR, …" }),
    kindLabel: t.exposeString("kindLabel"),
    actorName: t.exposeString("actorName"),
    subject: t.exposeString("subject"),
    detail: t.exposeString("detail"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

const AuditActor = builder.objectRef<{ id: number; name: string }>("AuditActor").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

const AuditKindOption = builder.objectRef<{ key: string; label: string }>("AuditKindOption").implement({
  fields: (t) => ({ key: t.exposeString("key"), label: t.exposeString("label") }),
});

const AuditLog = builder.objectRef<AuditLogShape>("AuditLog").implement({
  fields: (t) => ({
    entries: t.field({
      type: [AuditEntry],
      resolve: (l) => l.entries,
      description: "Newest first, at most 200",
    }),
    actors: t.field({ type: [AuditActor], resolve: (l) => l.actors, description: "Everyone in the trail" }),
    kinds: t.field({
      type: [AuditKindOption],
      resolve: () => AUDIT_KINDS.map((key) => ({ key, label: AUDIT_KIND_LABELS[key] })),
    }),
  }),
});

builder.queryFields((t) => ({
  auditLog: t.field({
    type: AuditLog,
    authScopes: { owner: true },
    errors: { types: [ValidationError] },
    args: {
      actorId: t.arg.id(),
      kind: t.arg.string(),
      date: t.arg.string({ description: "YYYY-MM-DD (Tokyo)" }),
    },
    resolve: (_root, args, ctx) =>
      listAudit(ctx, {
        actorId: args.actorId ?? undefined,
        kind: args.kind ?? undefined,
        date: args.date ?? undefined,
      } as never),
  }),
}));
