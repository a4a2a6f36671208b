// Expected failures as GraphQL types, for mutations to list in `errors: { types: [...] }`
// (@pothos/plugin-errors); every other error is masked by the server.
import { builder } from "../../builder.js";
import {
  ConflictError,
  type DomainError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from "../../errors.js";

export const ErrorInterface = builder.interfaceRef<DomainError>("Error").implement({
  fields: (t) => ({
    message: t.exposeString("message", { description: "Japanese, ready to show" }),
    code: t.exposeString("code"),
  }),
});

const FieldError = builder.objectRef<{ field: string; messages: string[] }>("FieldError").implement({
  fields: (t) => ({
    field: t.exposeString("field", { description: "The input path, e.g. input.email" }),
    messages: t.exposeStringList("messages"),
  }),
});

builder.objectType(ValidationError, {
  name: "ValidationError",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ValidationError,
  fields: (t) => ({
    fieldErrors: t.field({
      type: [FieldError],
      resolve: (error) => Object.entries(error.fieldErrors).map(([field, messages]) => ({ field, messages })),
    }),
  }),
});

for (const [ErrorClass, name] of [
  [NotFoundError, "NotFoundError"],
  [UnauthorizedError, "UnauthorizedError"],
  [ForbiddenError, "ForbiddenError"],
  [ConflictError, "ConflictError"],
  [TooManyRequestsError, "TooManyRequestsError"],
] as const) {
  builder.objectType(ErrorClass as new () => DomainError, {
    name,
    interfaces: [ErrorInterface],
    isTypeOf: (value) => value instanceof ErrorClass,
  });
}
