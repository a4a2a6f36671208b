// GET /api/admin/audit?actor_id&kind&date: the audit trail, owners only (the service checks).
import { Hono } from "hono";
import type { RestEnv } from "../../rest/rest.js";
import { listAudit } from "./audit.service.js";

export const auditRoutes = new Hono<RestEnv>().get("/admin/audit", async (c) => {
  const q = c.req.query();
  const log = await listAudit(c.get("ctx"), {
    actorId: q.actor_id,
    kind: q.kind?.toUpperCase() as never,
    date: q.date,
  });
  return c.json({
    audit_entries: log.entries.map((e) => ({
      id: e.id,
      kind: e.kind.toLowerCase(),
      kind_label: e.kindLabel,
      actor_id: e.actorId,
      actor_name: e.actorName,
      subject: e.subject,
      detail: e.detail,
      created_at: e.createdAt.toISOString(),
    })),
    actors: log.actors,
  });
});
