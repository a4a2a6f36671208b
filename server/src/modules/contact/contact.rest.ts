// The contact form and the staff's inbox over REST (not in the spec's list of calls):
// POST /api/contacts {contact}; GET /api/admin/contacts (paged, ?unread=1);
// GET /api/admin/contacts/{id} (marks it read, as opening /admin/contact/{id} does);
// POST /api/admin/contacts/{id}/replies {reply: {body}}.
import { Hono } from "hono";
import { ValidationError } from "../../errors.js";
import type { Contact, ContactReply } from "../../generated/prisma/client.js";
import { type RestContext, type RestEnv, readJson } from "../../rest/rest.js";
import { findContact, listContacts, openContact, replyToContact, submitContact } from "./contact.service.js";

function restContact(contact: Contact & { replies?: ContactReply[] }) {
  return {
    id: contact.id,
    name: contact.name,
    email: contact.email,
    tel: contact.tel,
    subject: contact.subject,
    message: contact.body,
    is_read: contact.readAt !== null,
    read_at: contact.readAt?.toISOString() ?? null,
    created_at: contact.createdAt.toISOString(),
    ...(contact.replies
      ? {
          replies: contact.replies.map((r) => ({
            id: r.id,
            body: r.body,
            sent_by: r.sentBy,
            created_at: r.createdAt.toISOString(),
          })),
        }
      : {}),
  };
}

async function part(c: RestContext, key: string) {
  const value = (await readJson(c))[key];
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new ValidationError(`${key} を送信してください`, { [key]: [`${key} を送信してください`] });
  }
  return value as Record<string, unknown>;
}

const idOf = async (c: RestContext) => (await findContact(c.get("ctx").prisma, c.req.param("id") ?? "")).id;

export const contactRoutes = new Hono<RestEnv>()
  .post("/contacts", async (c) => {
    const contact = await submitContact(c.get("ctx"), await part(c, "contact"));
    return c.json({ contact: { id: contact.id, created_at: contact.createdAt.toISOString() } }, 201);
  })
  .get("/admin/contacts", async (c) => {
    const q = c.req.query();
    const page = await listContacts(c.get("ctx").prisma, {
      page: q.page ? Number(q.page) : undefined,
      perPage: q.per_page ? Number(q.per_page) : undefined,
      unreadOnly: q.unread === "1" || q.unread === "true",
    });
    return c.json({
      contacts: page.contacts.map(restContact),
      total_count: page.totalCount,
      unread_count: page.unreadCount,
      page: page.page,
      per_page: page.perPage,
    });
  })
  .get("/admin/contacts/:id", async (c) => {
    const contact = await openContact(c.get("ctx"), await idOf(c));
    return c.json({ contact: restContact(contact) });
  })
  .post("/admin/contacts/:id/replies", async (c) => {
    const id = await idOf(c);
    const reply = await part(c, "reply");
    const contact = await replyToContact(c.get("ctx"), id, { body: reply.body });
    return c.json({ contact: restContact(contact) }, 201);
  });
