// Customers' accounts over GraphQL: the same services as /api/auth (administrators are in
// administrators/). Inputs are
// loosely typed here on purpose: the services validate them with the shared zod rules,
// so both front doors give the same Japanese messages.
import { builder } from "../../builder.js";
import { ConflictError, TooManyRequestsError, UnauthorizedError, ValidationError } from "../../errors.js";
import * as customers from "./customer-account.service.js";
import { confirmEmailChange, pendingEmail } from "./email-change.service.js";
import type { IssuedToken } from "./tokens.js";
import { accountDeps, customerViewer } from "./viewer.js";

export const Customer = builder.prismaObject("Customer", {
  fields: (t) => ({
    id: t.exposeID("id"),
    email: t.exposeString("email"),
    lastName: t.exposeString("lastName"),
    firstName: t.exposeString("firstName"),
    lastNameKana: t.exposeString("lastNameKana"),
    firstNameKana: t.exposeString("firstNameKana"),
    tel: t.exposeString("tel"),
    postalCode: t.exposeString("postalCode", { nullable: true }),
    prefectureId: t.exposeInt("prefectureId", { nullable: true }),
    address1: t.exposeString("address1", { nullable: true }),
    address2: t.exposeString("address2", { nullable: true }),
    confirmedAt: t.expose("confirmedAt", { type: "DateTime", nullable: true }),
    pendingEmail: t.string({
      nullable: true,
      description: "A new address waiting for the link mailed to it; the change applies when it is followed",
      resolve: (c, _args, ctx) => pendingEmail(ctx.prisma, c.id),
    }),
  }),
});

const EmailChangeConfirmation = builder.objectRef<{ email: string }>("EmailChangeConfirmation").implement({
  description:
    "The applied change as the link's page shows it: no session comes with the link, so no profile",
  fields: (t) => ({ email: t.exposeString("email") }),
});

interface Credentials extends IssuedToken {
  uid: string;
}

export const AuthCredentials = builder.objectRef<Credentials>("AuthCredentials").implement({
  description: "What devise_token_auth sends as headers: keep them and send them back as headers",
  fields: (t) => ({
    accessToken: t.exposeString("accessToken"),
    client: t.exposeString("client"),
    uid: t.exposeString("uid"),
    expiry: t.int({ description: "Unix seconds", resolve: (c) => Math.floor(c.expiresAt.getTime() / 1000) }),
    tokenType: t.string({ resolve: () => "Bearer" }),
  }),
});

type CustomerSessionShape = Awaited<ReturnType<typeof customers.signIn>>;
const CustomerSession = builder.objectRef<CustomerSessionShape>("CustomerSession").implement({
  fields: (t) => ({
    customer: t.field({ type: Customer, resolve: (s) => s.customer }),
    credentials: t.field({
      type: AuthCredentials,
      resolve: (s) => ({ ...s.token, uid: s.customer.email }),
    }),
  }),
});

const CustomerProfileInput = builder.inputType("CustomerProfileInput", {
  fields: (t) => ({
    lastName: t.string({ required: true }),
    firstName: t.string({ required: true }),
    lastNameKana: t.string({ required: true }),
    firstNameKana: t.string({ required: true }),
    email: t.string({ required: true }),
    tel: t.string({ required: true }),
    postalCode: t.string(),
    prefectureId: t.int(),
    address1: t.string(),
    address2: t.string(),
    password: t.string({ description: "Required on sign-up; on edit, empty keeps the password" }),
    passwordConfirmation: t.string(),
    currentPassword: t.string({ description: "Needed on edit to change the e-mail or password" }),
  }),
});

export const inputErrors = { types: [ValidationError] };
export const signInErrors = { types: [ValidationError, UnauthorizedError, TooManyRequestsError] };

/** Drops GraphQL's nulls so optional fields read as absent, as in a JSON body. */
const present = (input: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));

builder.queryFields((t) => ({
  me: t.prismaField({
    type: "Customer",
    authScopes: { customer: true },
    resolve: (query, _root, _args, ctx) =>
      customers.readAccount(ctx.prisma, customerViewer(ctx).customerId, query),
  }),
}));

builder.mutationFields((t) => ({
  signUp: t.field({
    type: Customer,
    errors: inputErrors,
    args: { input: t.arg({ type: CustomerProfileInput, required: true }) },
    resolve: (_root, args, ctx) => customers.signUp(accountDeps(ctx), present(args.input)),
  }),
  confirmSignUp: t.field({
    type: CustomerSession,
    errors: { types: [ValidationError, ConflictError] },
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => customers.confirmSignUp(accountDeps(ctx), args.token),
  }),
  confirmEmailChange: t.field({
    type: EmailChangeConfirmation,
    errors: inputErrors,
    description: "Applies a new e-mail address with the token mailed to it; every device signs in again",
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => confirmEmailChange(accountDeps(ctx), args.token),
  }),
  resendConfirmation: t.boolean({
    errors: inputErrors,
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await customers.resendConfirmation(accountDeps(ctx), { email: args.email });
      return true;
    },
  }),
  signIn: t.field({
    type: CustomerSession,
    errors: signInErrors,
    args: { email: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => customers.signIn(accountDeps(ctx), args, ctx.request.ip),
  }),
  signOut: t.boolean({
    authScopes: { customer: true },
    resolve: async (_root, _args, ctx) => {
      const viewer = customerViewer(ctx);
      await customers.signOut(accountDeps(ctx), viewer.customerId, viewer.client);
      return true;
    },
  }),
  updateMyAccount: t.field({
    type: Customer,
    authScopes: { customer: true },
    errors: inputErrors,
    args: { input: t.arg({ type: CustomerProfileInput, required: true }) },
    resolve: (_root, args, ctx) => {
      const viewer = customerViewer(ctx);
      return customers.updateAccount(accountDeps(ctx), viewer.customerId, viewer.client, present(args.input));
    },
  }),
  requestPasswordReset: t.boolean({
    errors: inputErrors,
    args: { email: t.arg.string({ required: true }), redirectUrl: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      await customers.requestPasswordReset(accountDeps(ctx), present(args));
      return true;
    },
  }),
  resetPassword: t.field({
    type: CustomerSession,
    errors: { types: [ValidationError, UnauthorizedError] },
    args: {
      uid: t.arg.string({ required: true }),
      accessToken: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      passwordConfirmation: t.arg.string(),
    },
    resolve: (_root, { uid, accessToken, ...body }, ctx) =>
      customers.resetPassword(accountDeps(ctx), { uid, accessToken }, present(body)),
  }),
}));
