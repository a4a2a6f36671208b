import type { z } from "zod";
import "../../../shared/zod-ja.js"; // zod speaks Japanese wherever the server parses
import { ValidationError } from "../errors.js";

/** A zod failure as the ValidationError both doors answer (422 / typed error), messages per field. */
export function validationErrorOf(error: z.ZodError): ValidationError {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
  }
  return new ValidationError(error.issues[0]?.message, fieldErrors);
}

/** Parses `value` with `schema`; failures become a ValidationError (422) with the schema's messages per field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw validationErrorOf(result.error);
}
