/**
 * zod with Japanese messages for every issue a schema does not word itself (a number where text is
 * expected, an unknown key, a date that is not one…), so neither door — GraphQL nor REST — nor a form
 * ever shows zod's English ("Invalid input: expected string, received number"). Every module that
 * builds or parses a schema imports `z` from here; the configuration is zod's own global one, so
 * the messages hold wherever the schema is parsed. A schema's own message still wins.
 */
import { z } from "zod";

type Issue = z.core.$ZodRawIssue;

const TYPE_MESSAGES: Record<string, string> = {
  string: "文字で入力してください",
  number: "数値で入力してください",
  int: "整数で入力してください",
  bigint: "整数で入力してください",
  boolean: "「はい」か「いいえ」で指定してください",
  array: "複数の値（配列）で指定してください",
  object: "入力内容の形式が正しくありません",
  date: "日時の形式が正しくありません",
};

const FORMAT_MESSAGES: Record<string, string> = {
  email: "正しいメールアドレスを入力してください",
  datetime: "日時の形式が正しくありません",
  date: "日付の形式が正しくありません",
  time: "時刻の形式が正しくありません",
  url: "正しいURLを入力してください",
};

const INVALID = "入力内容が正しくありません";

function tooSmall(origin: string, minimum: number | bigint, inclusive: boolean): string {
  const n = Number(minimum);
  if (origin === "string") return n <= 1 ? "入力してください" : `${n}文字以上で入力してください`;
  if (origin === "array" || origin === "set") {
    return n <= 1 ? "1つ以上指定してください" : `${n}つ以上指定してください`;
  }
  if (origin === "date") return "日時が早すぎます";
  return inclusive ? `${n}以上で入力してください` : `${n}より大きい値を入力してください`;
}

function tooBig(origin: string, maximum: number | bigint, inclusive: boolean): string {
  const n = Number(maximum);
  if (origin === "string") return `${n}文字以内で入力してください`;
  if (origin === "array" || origin === "set") return `${n}つまでにしてください`;
  if (origin === "date") return "日時が遅すぎます";
  return inclusive ? `${n}以下で入力してください` : `${n}未満の値を入力してください`;
}

/** The Japanese message for a zod issue (zod's `customError`). */
export function japaneseZodMessage(issue: Issue): string {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === null) return "入力してください";
      if (issue.expected === "number" && typeof issue.input === "number") return "数値で入力してください";
      return TYPE_MESSAGES[issue.expected] ?? "入力内容の形式が正しくありません";
    case "too_small":
      return tooSmall(String(issue.origin), issue.minimum, issue.inclusive ?? true);
    case "too_big":
      return tooBig(String(issue.origin), issue.maximum, issue.inclusive ?? true);
    case "invalid_format":
      return FORMAT_MESSAGES[issue.format] ?? "入力の形式が正しくありません";
    case "not_multiple_of":
      return `${Number(issue.divisor)}の倍数で入力してください`;
    case "unrecognized_keys":
      return "指定できない項目が含まれています";
    case "invalid_value":
      return "選択肢の中から選んでください";
    default:
      return INVALID;
  }
}

z.config({ customError: japaneseZodMessage });

export { z };
