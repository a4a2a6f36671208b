// Administrators over GraphQL: signing in and out, one's own account, and the OWNER's changes to
// the others (add, remove, role, password). The same services as /api/admin_auth and
// /api/admin/administrators (administrators.rest.ts).
import { builder } from "../../builder.js";
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from "../../errors.js";
import { AdminRole as AdminRoleValues } from "../../generated/prisma/enums.js";
import { present } from "../../graphql/inputs.js";
import { AuthCredentials, inputErrors, signInErrors } from "../auth/auth.graphql.js";
import { adminViewer } from "../auth/viewer.js";
import * as admins from "./admin-account.service.js";
import {
  sendAdministratorPasswordLink,
  setPasswordWithAdministratorLink,
} from "./administrator-password-link.service.js";
import { changeAdministratorRole, resetAdministratorPassword } from "./administrators.service.js";
import { SecondFactorRequiredError } from "./two-factor.js";

export const AdminRole = builder.enumType(AdminRoleValues, { name: "AdminRole" });

export const Administrator = builder.prismaObject("Administrator", {
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    email: t.exposeString("email"),
    role: t.expose("role", { type: AdminRole }),
    twoFactorEnabled: t.boolean({
      description: "Whether signing in asks for a code from an authenticator app (TOTP)",
      resolve: (admin) => admin.totpSecret !== null,
    }),
  }),
});

type AdminSessionShape = Awaited<ReturnType<typeof admins.signInAdmin>>;
const AdminSession = builder.objectRef<AdminSessionShape>("AdminSession").implement({
  fields: (t) => ({
    administrator: t.field({ type: Administrator, resolve: (s) => s.administrator }),
    credentials: t.field({
      type: AuthCredentials,
      resolve: (s) => ({ ...s.token, uid: s.administrator.email }),
    }),
  }),
});

const AdministratorInput = builder.inputType("AdministratorInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    password: t.string(),
    passwordConfirmation: t.string(),
    currentPassword: t.string(),
    role: t.field({ type: AdminRole, description: "On create only" }),
  }),
});

const PasswordResetInput = builder.inputType("AdministratorPasswordInput", {
  fields: (t) => ({
    password: t.string({ required: true }),
    passwordConfirmation: t.string({ required: true }),
  }),
});

const LinkPasswordInput = builder.inputType("AdministratorLinkPasswordInput", {
  fields: (t) => ({
    token: t.string({ required: true, description: "The token of the mailed /admin/resetpass link" }),
    password: t.string({ required: true }),
    passwordConfirmation: t.string({ required: true }),
  }),
});

const ownerErrors = { types: [ValidationError, ForbiddenError] };

builder.queryFields((t) => ({
  myAdministrator: t.prismaField({
    type: "Administrator",
    authScopes: { admin: true },
    resolve: (query, _root, _args, ctx) =>
      admins.rereadAdministrator(ctx.prisma, adminViewer(ctx).administratorId, query),
  }),
  administrators: t.prismaField({
    type: ["Administrator"],
    authScopes: { admin: true },
    resolve: (query, _root, _args, ctx) => admins.administratorsFor(ctx.prisma, query),
  }),
  administrator: t.prismaField({
    type: "Administrator",
    nullable: true,
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => admins.administratorFor(ctx.prisma, Number(args.id), query),
  }),
}));

builder.mutationFields((t) => ({
  signInAdmin: t.field({
    type: AdminSession,
    errors: { types: [...signInErrors.types, SecondFactorRequiredError] },
    args: {
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      otp: t.arg.string({ description: "The authenticator app's code (or a recovery code), when asked" }),
    },
    resolve: (_root, args, ctx) => admins.signInAdmin(ctx.prisma, args, ctx.request.ip),
  }),
  signOutAdmin: t.boolean({
    authScopes: { admin: true },
    resolve: async (_root, _args, ctx) => {
      const viewer = adminViewer(ctx);
      await admins.signOutAdmin(ctx.prisma, viewer.administratorId, viewer.client, ctx.pubsub);
      return true;
    },
  }),
  createAdministrator: t.field({
    type: Administrator,
    authScopes: { admin: true },
    errors: ownerErrors,
    args: { input: t.arg({ type: AdministratorInput, required: true }) },
    resolve: (_root, args, ctx) =>
      admins.createAdministrator(ctx.prisma, adminViewer(ctx), present(args.input)),
  }),
  updateMyAdministratorAccount: t.field({
    type: Administrator,
    authScopes: { admin: true },
    errors: inputErrors,
    args: { input: t.arg({ type: AdministratorInput, required: true }) },
    resolve: (_root, args, ctx) => {
      const viewer = adminViewer(ctx);
      return admins.updateOwnAdministrator(
        ctx.prisma,
        viewer,
        viewer.client,
        present(args.input),
        ctx.pubsub,
      );
    },
  }),
  deleteAdministrator: t.id({
    authScopes: { admin: true },
    errors: ownerErrors,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await admins.deleteAdministrator(ctx.prisma, adminViewer(ctx), Number(args.id), ctx.pubsub);
      return args.id;
    },
  }),
  sendAdministratorPasswordLink: t.field({
    type: Administrator,
    authScopes: { owner: true },
    errors: { types: [NotFoundError, ForbiddenError] },
    description: "Mails the administrator a single-use link (one hour) to set a new password",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => sendAdministratorPasswordLink(ctx, Number(args.id)),
  }),
  // Public: the link's single-use token is the authority (like resetPassword for customers).
  setAdministratorPasswordWithLink: t.field({
    type: Administrator,
    errors: { types: [ValidationError, UnauthorizedError] },
    args: { input: t.arg({ type: LinkPasswordInput, required: true }) },
    resolve: (_root, args, ctx) => setPasswordWithAdministratorLink(ctx, args.input),
  }),
  changeAdministratorRole: t.field({
    type: Administrator,
    authScopes: { owner: true },
    errors: { types: [ValidationError, NotFoundError, ForbiddenError] },
    args: { id: t.arg.id({ required: true }), role: t.arg({ type: AdminRole, required: true }) },
    resolve: (_root, args, ctx) => changeAdministratorRole(ctx, Number(args.id), { role: args.role }),
  }),
  resetAdministratorPassword: t.field({
    type: Administrator,
    authScopes: { owner: true },
    errors: { types: [ValidationError, NotFoundError, ForbiddenError] },
    description: "Sets a new password and signs the administrator out everywhere",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: PasswordResetInput, required: true }) },
    resolve: (_root, args, ctx) => resetAdministratorPassword(ctx, Number(args.id), args.input),
  }),
}));
