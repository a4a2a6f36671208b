import type { z } from "zod";
import { ValidationError } from "../errors.js";

/** Parses `value` with `schema`; failures become a ValidationError (422) with the schema's messages per field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "_";
    fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
  }
  throw new ValidationError(result.error.issues[0]?.message, fieldErrors);
}
