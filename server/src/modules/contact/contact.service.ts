// The public contact form and the staff's inbox. A message is stored and, in the same transaction,
// its mails are queued: to the shop (Reply-To: the sender) and an acknowledgement to the sender; the mail
// worker delivers them with retries. Replies go out as answers to the shop's mail (In-Reply-To /
// References), so the thread stays one conversation in the customer's mail program.
import { randomUUID } from "node:crypto";
import { SHOP } from "../../../../shared/constants.js";
import { CONTACT_LIMITS, contactReplySchema, contactSchema } from "../../../../shared/contact.js";
import type { Context } from "../../context.js";
import { NotFoundError, TooManyRequestsError } from "../../errors.js";
import type { PrismaClient } from "../../generated/prisma/client.js";
import { defang } from "../../lib/defang.js";
import { parseInput } from "../../lib/parse.js";
import { formatTokyoDateTime } from "../../lib/tokyo-time.js";
import { composeMail } from "../../mail/mail.js";
import { adminViewer } from "../auth/viewer.js";
import { mailWords } from "../order/mail-words.js";
import { adminName } from "../settings/owner.js";

export const CONTACTS_PER_PAGE = 20;
const HOUR_MS = 60 * 60 * 1000;
export const CONTACT_LIMIT_MESSAGE =
  "短時間に多くのお問い合わせが送信されました。しばらく時間をおいてからもう一度お試しください";

const messageIdFor = (kind: string) => `<${kind}-${randomUUID()}@${SHOP.email.split("@")[1]}>`;

type SubmitCtx = Pick<Context, "prisma" | "mailer" | "viewer" | "request"> &
  Partial<Pick<Context, "language">>;

export async function submitContact(ctx: SubmitCtx, raw: unknown, now = new Date()) {
  const input = parseInput(contactSchema, raw);
  const email = input.email.toLowerCase();
  const since = new Date(now.getTime() - HOUR_MS);
  const ip = ctx.request.ip;
  const [byIp, byEmail] = await Promise.all([
    ip ? ctx.prisma.contact.count({ where: { ip, createdAt: { gte: since } } }) : 0,
    ctx.prisma.contact.count({ where: { email, createdAt: { gte: since } } }),
  ]);
  if (byIp >= CONTACT_LIMITS.perIpPerHour || byEmail >= CONTACT_LIMITS.perEmailPerHour) {
    throw new TooManyRequestsError(CONTACT_LIMIT_MESSAGE);
  }
  const messageId = messageIdFor("contact");
  return ctx.prisma.$transaction(async (tx) => {
    const contact = await tx.contact.create({
      data: {
        name: input.name,
        email,
        tel: input.tel || null,
        subject: input.subject,
        body: input.message,
        ip,
        messageId,
        customerId: ctx.viewer?.kind === "customer" ? ctx.viewer.customerId : null,
        createdAt: now,
      },
    });
    // The sender's words go to the shop only, with URL-like text broken (the back office shows
    // them as written). The sender's address is not proven: the acknowledgement quotes nothing
    // they typed, not even their name, so the form cannot make the shop mail anyone anything.
    const details = [
      `お名前: ${defang(contact.name)}`,
      `メールアドレス: ${contact.email}`,
      `電話番号: ${contact.tel ? defang(contact.tel) : "（なし）"}`,
      `件名: ${defang(contact.subject)}`,
    ].join("\n");
    const toShop = composeMail(SHOP.email, `【お問い合わせ】${defang(contact.subject)}`, [
      "ホームページからお問い合わせがありました。",
      details,
      defang(contact.body),
    ]);
    // The acknowledgement in the visitor's language (issue 35); the shop's copy stays Japanese.
    const w = mailWords(ctx.language ?? "ja");
    const received = w.language === "ja" ? formatTokyoDateTime(contact.createdAt) : w.slot(contact.createdAt);
    const copy = composeMail(contact.email, w.t("contactForm.subject", { shop: SHOP.name }), [
      w.t("contactForm.thanks"),
      w.t("contactForm.received", { id: contact.id, when: received }),
      w.t("contactForm.reply"),
      w.t("contactForm.ignore", { shop: SHOP.name, phone: SHOP.phone }),
    ]);
    await ctx.mailer.send(
      { ...toShop, replyTo: contact.email, messageId },
      { tx, key: `contact:${contact.id}` },
    );
    await ctx.mailer.send(
      { ...copy, messageId: messageIdFor("contact-copy") },
      { tx, key: `contact-copy:${contact.id}` },
    );
    return contact;
  });
}

export async function listContacts(
  prisma: PrismaClient,
  options: { page?: number | null; perPage?: number | null; unreadOnly?: boolean | null },
) {
  const perPage = Math.min(Math.max(Math.trunc(options.perPage ?? CONTACTS_PER_PAGE) || 1, 1), 100);
  const page = Math.max(Math.trunc(options.page ?? 1) || 1, 1);
  const where = options.unreadOnly ? { readAt: null } : {};
  const [contacts, totalCount, unreadCount] = await Promise.all([
    prisma.contact.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * perPage,
      take: perPage,
    }),
    prisma.contact.count({ where }),
    unreadContactCount(prisma),
  ]);
  return { contacts, totalCount, unreadCount, page, perPage };
}

export function unreadContactCount(prisma: PrismaClient): Promise<number> {
  return prisma.contact.count({ where: { readAt: null } });
}

export async function findContact(prisma: PrismaClient, key: string) {
  const contact = /^[0-9]{1,9}$/.test(key)
    ? await prisma.contact.findUnique({
        where: { id: Number(key) },
        include: { replies: { orderBy: { createdAt: "asc" } } },
      })
    : null;
  if (!contact) throw new NotFoundError("お問い合わせが見つかりませんでした");
  return contact;
}

/** Opening a message marks it read (the first time only). */
export async function openContact(ctx: Pick<Context, "prisma" | "viewer">, id: number, now = new Date()) {
  adminViewer(ctx);
  await ctx.prisma.contact.updateMany({ where: { id, readAt: null }, data: { readAt: now } });
  return findContact(ctx.prisma, String(id));
}

export async function replyToContact(
  ctx: Pick<Context, "prisma" | "viewer" | "mailer">,
  id: number,
  raw: unknown,
  now = new Date(),
) {
  adminViewer(ctx);
  const input = parseInput(contactReplySchema, raw);
  const contact = await findContact(ctx.prisma, String(id));
  const sentBy = await adminName(ctx);
  const messageId = messageIdFor("reply");
  const references = [contact.messageId, ...contact.replies.map((r) => r.messageId)].filter(
    (ref): ref is string => Boolean(ref),
  );
  // The sender's words quoted back with URL-like text broken: a reply links only what staff wrote.
  const quoted = defang(contact.body)
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  const mail = composeMail(contact.email, `Re: ${defang(contact.subject)}`, [
    `${defang(contact.name)} 様`,
    input.body,
    quoted,
  ]);
  // Stored and queued in one transaction: a stored reply is always sent (the worker retries until
  // the mail server takes it), and a reply that was not stored is never sent.
  await ctx.prisma.$transaction(async (tx) => {
    await tx.contactReply.create({
      data: { contactId: contact.id, body: input.body, sentBy, messageId, createdAt: now },
    });
    await tx.contact.updateMany({ where: { id: contact.id, readAt: null }, data: { readAt: now } });
    await ctx.mailer.send(
      { ...mail, messageId, ...(contact.messageId ? { inReplyTo: contact.messageId } : {}), references },
      { tx, key: `contact-reply:${messageId}` },
    );
  });
  return findContact(ctx.prisma, String(id));
}
