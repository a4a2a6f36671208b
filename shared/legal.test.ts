import { describe, expect, it } from "vitest";
import { LEGAL_DEFAULTS, legalBlocks, legalDocumentSchema } from "./legal.js";

describe("legal texts", () => {
  it("read headings, lists and paragraphs, and nothing else", () => {
    expect(legalBlocks("## 第1条\n本文の一行目\n二行目\n\n・一つ目\n・二つ目\n<b>太字</b>")).toEqual([
      { kind: "heading", text: "第1条" },
      { kind: "paragraph", lines: ["本文の一行目", "二行目"] },
      { kind: "list", items: ["一つ目", "二つ目"] },
      { kind: "paragraph", lines: ["<b>太字</b>"] },
    ]);
  });

  it("accept the defaults and refuse an empty text in Japanese", () => {
    expect(legalDocumentSchema.safeParse({ body: LEGAL_DEFAULTS.PRIVACY }).success).toBe(true);
    const empty = legalDocumentSchema.safeParse({ body: " \n " });
    expect(empty.error?.issues[0]?.message).toBe("本文を入力してください");
  });
});
