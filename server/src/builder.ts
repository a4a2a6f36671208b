import SchemaBuilder from "@pothos/core";
import ErrorsPlugin from "@pothos/plugin-errors";
import PrismaPlugin from "@pothos/plugin-prisma";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import ZodPlugin from "@pothos/plugin-zod";
import type { Context } from "./context.js";
import { ForbiddenError, UnauthorizedError, ValidationError } from "./errors.js";
import type PrismaTypes from "./generated/pothos-types.js";
import { getDatamodel } from "./generated/pothos-types.js";
import { validationErrorOf } from "./lib/parse.js";

export interface AuthScopes {
  customer: boolean;
  admin: boolean;
  /** Administrators with the OWNER role: administrators, tax and shop settings. */
  owner: boolean;
}

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: AuthScopes;
  Scalars: { DateTime: { Input: Date; Output: Date } };
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
  // scope-auth first so that no other plugin's wrapper runs before authorization.
  plugins: [ScopeAuthPlugin, ErrorsPlugin, ZodPlugin, PrismaPlugin],
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (context) => ({
      customer: context.viewer?.kind === "customer",
      admin: context.viewer?.kind === "admin",
      owner: context.viewer?.kind === "admin" && context.viewer.role === "OWNER",
    }),
    unauthorizedError: (_parent, context) =>
      context.viewer ? new ForbiddenError() : new UnauthorizedError(),
  },
  errors: { defaultTypes: [] },
  zod: {
    validationError: (zodError) => validationErrorOf(zodError),
  },
  prisma: {
    // The client comes from the context, so the schema is built (and printed) without a database.
    client: (context) => context.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    onUnusedQuery: process.env.NODE_ENV === "production" ? null : "warn",
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

builder.scalarType("DateTime", {
  description: "An instant, ISO 8601 with time zone",
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = typeof value === "string" ? new Date(value) : new Date(Number.NaN);
    if (Number.isNaN(date.getTime())) throw new ValidationError("日時の形式が正しくありません");
    return date;
  },
});
