// GraphQL's own answer to a variable of the wrong type ("Variable "$input" got invalid value 1 at
// "input.lastName"; String cannot represent a non string value: 1") is English; the zod rules behind
// the resolvers never see such input. Said in Japanese like every other input error (issue 26), the
// field it concerns kept apart in `extensions.field` for API clients.
import type { Plugin } from "graphql-yoga";

const VARIABLE_ERROR =
  /^Variable "\$([A-Za-z0-9_]+)" (?:got invalid value .*?(?: at "([^"]+)")?; (.*)|of (?:required|non-null) type .* (?:was not provided|must not be null)\.)$/s;
const MISSING_FIELD = /Field "([A-Za-z0-9_]+)" of required type .* was not provided/;

export const INPUT_TYPE_MESSAGE = "入力内容の形式が正しくありません";
export const INPUT_MISSING_MESSAGE = "必須の項目が指定されていません";

/** The Japanese message and the field for one of GraphQL's variable errors; null for any other error. */
export function japaneseVariableError(message: string): { message: string; field: string } | null {
  const match = VARIABLE_ERROR.exec(message);
  if (!match) return null;
  const [, variable = "", at, detail = ""] = match;
  const missing = MISSING_FIELD.exec(detail);
  if (missing) {
    return { message: INPUT_MISSING_MESSAGE, field: `${at ?? variable}.${missing[1]}` };
  }
  if (!detail || /was not provided|must not be null/.test(detail)) {
    return { message: INPUT_MISSING_MESSAGE, field: at ?? variable };
  }
  return { message: INPUT_TYPE_MESSAGE, field: at ?? variable };
}

export function japaneseInputErrors(): Plugin {
  return {
    onResultProcess: ({ result }) => {
      if (Array.isArray(result) || !("errors" in result)) return;
      for (const error of result.errors ?? []) {
        const said = japaneseVariableError(error.message);
        if (!said) continue;
        (error as { message: string }).message = said.message;
        Object.assign(error.extensions as object, { code: "BAD_USER_INPUT", field: said.field });
      }
    },
  };
}
