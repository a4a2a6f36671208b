// Every shared schema, fed values of the wrong type (at the top and in each field), answers only
// Japanese: no message of zod's own English ("Invalid input: expected string, received number").
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as account from "./account.js";
import * as catalogAdmin from "./catalog-admin.js";
import * as contact from "./contact.js";
import * as order from "./order.js";
import * as orderCancel from "./order-cancel.js";
import * as orderSearch from "./order-search.js";
import * as settings from "./settings.js";
import * as shopOrder from "./shop-order.js";
import * as validation from "./validation.js";
import { japaneseZodMessage, z } from "./zod-ja.js";

const schemas = Object.entries<unknown>({
  ...account,
  ...catalogAdmin,
  ...contact,
  ...order,
  ...orderCancel,
  ...orderSearch,
  ...settings,
  ...shopOrder,
  ...validation,
}).flatMap(([name, value]) => (value instanceof z.ZodType ? [[name, value] as const] : []));

/** Japanese text, and no English word (a format shown to the reader, YYYY-MM-DD or HH:MM, and a
 * payment brand's own name, PayPay, are fine). */
function isJapanese(message: string): boolean {
  const words = message.replace(/YYYY-MM-DD|HH:MM|PayPay|LINE/g, "");
  return /[ぁ-んァ-ヶ一-龠]/.test(words) && !/[A-Za-z]{3,}/.test(words);
}

const shapeOf = (schema: z.ZodType): string[] => {
  const def = (schema as { def?: { shape?: object; in?: z.ZodType } }).def;
  if (def?.shape) return Object.keys(def.shape);
  return def?.in ? shapeOf(def.in) : [];
};

/** Objects with each known field set to anything at all (mostly the wrong type), and plain anything. */
const wrongInput = (fields: string[]) =>
  fc.oneof(
    fc.anything(),
    fields.length > 0
      ? fc.dictionary(fc.constantFrom(...fields), fc.anything(), { minKeys: 1 })
      : fc.anything(),
    fc.record(
      Object.fromEntries(
        fields.map((f) => [
          f,
          fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string()), fc.object()),
        ]),
      ),
      { requiredKeys: [] },
    ),
  );

describe("zod's messages in Japanese", () => {
  it("covers the shared schemas", () => {
    expect(schemas.length).toBeGreaterThan(20);
  });

  for (const [name, schema] of schemas) {
    it(`${name} answers wrong types in Japanese`, () => {
      fc.assert(
        fc.property(wrongInput(shapeOf(schema)), (value) => {
          const result = schema.safeParse(value);
          for (const issue of result.error?.issues ?? []) {
            expect(isJapanese(issue.message), `${name}: ${issue.message}`).toBe(true);
          }
        }),
        { numRuns: 60 },
      );
    });
  }

  it("words the common cases naturally", () => {
    const first = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
    expect(first(z.string(), 1)).toBe("文字で入力してください");
    expect(first(z.object({ a: z.string() }), {})).toBe("入力してください");
    expect(first(z.number(), "1")).toBe("数値で入力してください");
    expect(first(z.string().max(5), "123456")).toBe("5文字以内で入力してください");
    expect(first(z.array(z.string()).min(2), [])).toBe("2つ以上指定してください");
    expect(first(z.strictObject({}), { x: 1 })).toBe("指定できない項目が含まれています");
    expect(first(z.enum(["A", "B"]), "C")).toBe("選択肢の中から選んでください");
    expect(first(z.boolean(), "yes")).toBe("「はい」か「いいえ」で指定してください");
    // A schema's own message still wins.
    expect(first(z.string("名前を入力してください"), 1)).toBe("名前を入力してください");
    expect(japaneseZodMessage({ code: "custom", input: 1, path: [], message: "" } as never)).toBe(
      "入力内容が正しくありません",
    );
  });
});
