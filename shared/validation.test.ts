import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  digitsOnlySchema,
  emailSchema,
  kanaSchema,
  mobilePhoneSchema,
  passwordSchema,
  postalCodeSchema,
  VALIDATION_MESSAGES,
} from "./validation";

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe("emailSchema", () => {
  it("accepts an ordinary address", () => {
    expect(firstMessage(emailSchema, "hanako.yamada@example.jp")).toBeUndefined();
  });

  it.each([
    "",
    "hanako",
    "hanako@",
    "@example.jp",
    "hanako@example",
    "hana ko@example.jp",
    "a@b@example.jp",
  ])("rejects %j with the Japanese message", (value) => {
    expect(firstMessage(emailSchema, value)).toBe(VALIDATION_MESSAGES.email);
  });
});

describe("passwordSchema", () => {
  it.each(["abcdefg1", "1234567a", "Abcdefgh12345678", ""])("accepts %j", (value) => {
    expect(firstMessage(passwordSchema, value)).toBeUndefined();
  });

  it.each([
    ["abcdefgh", "letters only"],
    ["12345678", "digits only"],
    ["abcdef1", "7 characters"],
    ["abcdefgh123456789", "17 characters"],
    ["abcdefg!1", "a symbol"],
    ["ａｂｃｄｅｆｇ１", "full-width letters"],
    ["abcd efg1", "a space"],
  ])("rejects %j (%s)", (value) => {
    expect(firstMessage(passwordSchema, value)).toBe(VALIDATION_MESSAGES.password);
  });
});

describe("digitsOnlySchema", () => {
  it("accepts half-width digits", () => {
    expect(firstMessage(digitsOnlySchema, "0123456789")).toBeUndefined();
  });

  it.each(["１２３", "12-34", "12a", " 123", ""])("rejects %j", (value) => {
    expect(firstMessage(digitsOnlySchema, value)).toBe(VALIDATION_MESSAGES.digitsOnly);
  });
});

describe("mobilePhoneSchema", () => {
  it.each(["07012345678", "08012345678", "09012345678"])("accepts %s", (value) => {
    expect(firstMessage(mobilePhoneSchema, value)).toBeUndefined();
  });

  it.each([
    ["06012345678", "060 is not a mobile prefix"],
    ["07112345678", "the third digit must be 0"],
    ["0701234567", "10 digits"],
    ["070123456789", "12 digits"],
    ["0821234567", "a Hiroshima landline"],
  ])("rejects %s (%s)", (value) => {
    expect(firstMessage(mobilePhoneSchema, value)).toBe(VALIDATION_MESSAGES.mobilePhone);
  });

  it.each([
    ["070-1234-5678", "hyphens"],
    ["０７０１２３４５６７８", "full-width digits"],
  ])("asks for half-width digits only in %s (%s)", (value) => {
    expect(firstMessage(mobilePhoneSchema, value)).toBe("半角数字のみ入力してください");
  });
});

describe("kanaSchema", () => {
  it.each(["ヤマダ", "ヤマダ　ハナコ", "ヴィーナス", "ケーキ"])("accepts %s", (value) => {
    expect(firstMessage(kanaSchema, value)).toBeUndefined();
  });

  it.each([
    ["ｶﾀｶﾅ", "half-width katakana"],
    ["やまだ", "hiragana"],
    ["山田", "kanji"],
    ["ヤマダ ハナコ", "a half-width space"],
    ["Yamada", "latin letters"],
    ["ヤマダ・ハナコ", "a middle dot"],
    ["", "an empty value"],
  ])("rejects %s (%s)", (value) => {
    expect(firstMessage(kanaSchema, value)).toBe(VALIDATION_MESSAGES.kana);
  });
});

describe("postalCodeSchema", () => {
  it("accepts seven half-width digits", () => {
    expect(firstMessage(postalCodeSchema, "7300035")).toBeUndefined();
  });

  it("asks for the code when it is empty, and only that", () => {
    const result = postalCodeSchema.safeParse("");
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([VALIDATION_MESSAGES.postalCodeRequired]);
  });

  it.each(["730003", "73000355"])("rejects %s as not 7 digits", (value) => {
    expect(firstMessage(postalCodeSchema, value)).toBe(VALIDATION_MESSAGES.postalCodeFormat);
  });

  it.each(["730-0035", "７３０００３５"])("asks for half-width digits only in %s", (value) => {
    expect(firstMessage(postalCodeSchema, value)).toBe("半角数字のみ入力してください");
  });
});
