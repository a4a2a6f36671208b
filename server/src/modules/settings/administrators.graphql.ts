// OWNER-only changes to other administrators over GraphQL.
import { builder } from "../../builder.js";
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from "../../errors.js";
import { Administrator, AdminRole } from "../auth/auth.graphql.js";
import {
  sendAdministratorPasswordLink,
  setPasswordWithAdministratorLink,
} from "./administrator-password-link.service.js";
import { changeAdministratorRole, resetAdministratorPassword } from "./administrators.service.js";

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

builder.mutationFields((t) => ({
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
