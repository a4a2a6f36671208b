// The contact form (public) and the staff's inbox over GraphQL: thin resolvers over contact.service.
import { builder } from "../../builder.js";
import { NotFoundError, TooManyRequestsError, ValidationError } from "../../errors.js";
import {
  findContact,
  listContacts,
  openContact,
  replyToContact,
  submitContact,
  unreadContactCount,
} from "./contact.service.js";

builder.prismaObject("ContactReply", {
  fields: (t) => ({
    id: t.exposeID("id"),
    body: t.exposeString("body"),
    sentBy: t.exposeString("sentBy"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

const Contact = builder.prismaObject("Contact", {
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    email: t.exposeString("email"),
    tel: t.exposeString("tel", { nullable: true }),
    subject: t.exposeString("subject"),
    message: t.exposeString("body"),
    readAt: t.expose("readAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    replies: t.relation("replies", { query: { orderBy: { createdAt: "asc" } } }),
  }),
});

const ContactReceipt = builder.objectRef<{ id: number; createdAt: Date }>("ContactReceipt").implement({
  description: "What the sender learns: the message was stored (and mailed)",
  fields: (t) => ({
    id: t.exposeID("id"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

type ContactPageShape = Awaited<ReturnType<typeof listContacts>>;
const ContactPage = builder.objectRef<ContactPageShape>("ContactPage").implement({
  fields: (t) => ({
    contacts: t.field({ type: [Contact], resolve: (p) => p.contacts }),
    totalCount: t.exposeInt("totalCount"),
    unreadCount: t.exposeInt("unreadCount"),
    page: t.exposeInt("page"),
    perPage: t.exposeInt("perPage"),
  }),
});

const ContactInput = builder.inputType("ContactInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    tel: t.string(),
    subject: t.string({ required: true }),
    message: t.string({ required: true }),
  }),
});

builder.queryFields((t) => ({
  adminContacts: t.field({
    type: ContactPage,
    authScopes: { admin: true },
    args: { page: t.arg.int(), perPage: t.arg.int(), unreadOnly: t.arg.boolean() },
    resolve: (_root, args, ctx) => listContacts(ctx.prisma, args),
  }),
  // t.field, not prismaField: a selection of only __typename would make an empty Prisma select.
  adminContact: t.field({
    type: Contact,
    authScopes: { admin: true },
    errors: { types: [NotFoundError] },
    description: "Reading does not mark it read: call markContactRead when the message is shown",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => findContact(ctx.prisma, String(args.id)),
  }),
  unreadContactCount: t.int({
    authScopes: { admin: true },
    description: "For the admin header's link",
    resolve: (_root, _args, ctx) => unreadContactCount(ctx.prisma),
  }),
}));

builder.mutationFields((t) => ({
  sendContact: t.field({
    type: ContactReceipt,
    errors: { types: [ValidationError, TooManyRequestsError] },
    description: "The public contact form: stored, mailed to the shop, a copy to the sender",
    args: { input: t.arg({ type: ContactInput, required: true }) },
    resolve: (_root, args, ctx) => submitContact(ctx, args.input),
  }),
  markContactRead: t.field({
    type: Contact,
    authScopes: { admin: true },
    errors: { types: [NotFoundError] },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) =>
      openContact(ctx, (await findContact(ctx.prisma, String(args.id))).id),
  }),
  replyToContact: t.field({
    type: Contact,
    authScopes: { admin: true },
    errors: { types: [ValidationError, NotFoundError] },
    description: "Mails the reply to the sender as an answer in the same thread",
    args: { id: t.arg.id({ required: true }), body: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) =>
      replyToContact(ctx, (await findContact(ctx.prisma, String(args.id))).id, { body: args.body }),
  }),
}));
