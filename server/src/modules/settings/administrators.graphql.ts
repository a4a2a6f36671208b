// OWNER-only changes to other administrators over GraphQL.
import { builder } from "../../builder.js";
import { ForbiddenError, NotFoundError, ValidationError } from "../../errors.js";
import { Administrator, AdminRole } from "../auth/auth.graphql.js";
import { changeAdministratorRole, resetAdministratorPassword } from "./administrators.service.js";

const PasswordResetInput = builder.inputType("AdministratorPasswordInput", {
  fields: (t) => ({
    password: t.string({ required: true }),
    passwordConfirmation: t.string({ required: true }),
  }),
});

builder.mutationFields((t) => ({
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
