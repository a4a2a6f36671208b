import { CombinedGraphQLErrors } from "@apollo/client";
import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";

/** What a mutation's error member carries (`... on Error { message }`, `... on ValidationError`). */
export interface MutationFailure {
  message: string;
  fieldErrors?: readonly { field: string; messages: readonly string[] }[] | null;
}

export const NETWORK_FAILURE = "通信に失敗しました。時間をおいてもう一度お試しください";

/**
 * Puts the server's field messages under the matching inputs and returns the summary message.
 * Paths such as `input.email` are matched by their last part.
 */
export function applyFailure<T extends FieldValues>(
  failure: MutationFailure,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): string {
  for (const { field, messages } of failure.fieldErrors ?? []) {
    const name = field.split(".").at(-1) as FieldPath<T>;
    if (fields.includes(name) && messages[0]) setError(name, { type: "server", message: messages[0] });
  }
  return failure.message || "入力内容をご確認ください";
}

/** A thrown error's message for the summary: the server's own words when it sent some. */
export function messageOfError(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors[0]?.message;
    if (message) return message;
  }
  return NETWORK_FAILURE;
}
