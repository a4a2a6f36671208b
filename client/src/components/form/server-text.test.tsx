// Server answers on pages in other languages (decision 0052): the server's Japanese message comes with
// a code; on /en, /zh and /ko the catalogue's text for a known code is shown, else the Japanese. Read
// through the real catalogues, loaded by parts as a page loads them (the rest part holds them).
import { readFileSync } from "node:fs";
import path from "node:path";
import { CombinedGraphQLErrors } from "@apollo/client";
import type { Language } from "@shared/i18n/language-codes";
import { ORDER_LIMITS } from "@shared/order";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { partOf } from "../../../../shared/i18n/catalogue-parts";
import { LanguageProvider, loadMessages, loadMoreMessages } from "../../lib/i18n";
import { NETWORK_FAILURE } from "./server-errors";
import { type ServerAnswer, useErrorText, useServerText } from "./server-text";

const LANGUAGES: readonly Language[] = ["ja", "en", "zh", "ko"];

function Texts({ answers, errors }: { answers: ServerAnswer[]; errors: unknown[] }) {
  const serverText = useServerText();
  const errorText = useErrorText();
  return <>{[...answers.map(serverText), ...errors.map(errorText)].join("\n")}</>;
}

const render = (language: Language, answers: ServerAnswer[], errors: unknown[] = []) =>
  renderToString(
    <LanguageProvider language={language}>
      <Texts answers={answers} errors={errors} />
    </LanguageProvider>,
  )
    .replace(/<!-- -->/g, "")
    .split("\n");

/** The codes the server's quote can send (server/src/modules/catalog/pricing.ts QuoteProblemCode). */
function quoteProblemCodes(): string[] {
  const source = readFileSync(
    path.resolve(import.meta.dirname, "../../../../server/src/modules/catalog/pricing-types.ts"),
    "utf8",
  );
  const union = /export type QuoteProblemCode =([^;]+);/.exec(source)?.[1] ?? "";
  return [...union.matchAll(/"([A-Z_]+)"/g)].map((match) => match[1]!);
}

const graphqlError = (code: string, message: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

describe("the server's answers by code", () => {
  beforeAll(async () => {
    // As the cart's pages do (app/routes.tsx withAllTexts): the core, then the rest.
    await Promise.all(LANGUAGES.map((language) => loadMessages(language)));
    await loadMoreMessages("rest");
  });

  it("are in the rest of the catalogue, which the pages showing them load", () => {
    expect(partOf("serverError.SOLD_OUT")).toBe("rest");
    expect(partOf("serverError.network")).toBe("rest");
  });

  it("show the catalogue's text for a known code on English, Chinese and Korean pages", () => {
    const answer = { code: "SOLD_OUT", message: "本日は売り切れました" };
    expect(render("en", [answer])).toEqual(["Sold out today."]);
    for (const language of ["zh", "ko"] as const) {
      const [text] = render(language, [answer]);
      expect(text).not.toBe(answer.message);
      expect(text).not.toMatch(/serverError/);
    }
  });

  it("keep the server's Japanese on Japanese pages, for an unknown code and without a code", () => {
    const known = { code: "SOLD_OUT", message: "本日は売り切れました" };
    expect(render("ja", [known])).toEqual([known.message]);
    const unknown = { code: "SOMETHING_NEW", message: "新しい種類のエラーです" };
    const none = { code: null, message: "コードのない答えです" };
    expect(render("en", [unknown, none])).toEqual([unknown.message, none.message]);
  });

  it("put the order's limit into the quantity's text", () => {
    const [text] = render("en", [{ code: "QUANTITY", message: "数量は1〜99の範囲で指定してください" }]);
    expect(text).toContain(String(ORDER_LIMITS.maxQuantity));
  });

  it("tell thrown errors by their extensions.code, and a failed connection", () => {
    const errors = [
      graphqlError("PRICE_CHANGED", "金額が変わりました"),
      graphqlError("UNHEARD_OF", "未知のエラーです"),
      new TypeError("Failed to fetch"),
    ];
    expect(render("en", [], errors)).toEqual([
      "The total has changed. Please check your order and place it again.",
      "未知のエラーです",
      "The connection failed. Please try again in a moment.",
    ]);
    expect(render("ja", [], errors)).toEqual(["金額が変わりました", "未知のエラーです", NETWORK_FAILURE]);
  });

  it("have a text in every language for every code the quote can send", () => {
    const codes = quoteProblemCodes();
    expect(codes).toContain("SOLD_OUT");
    for (const language of ["en", "zh", "ko"] as const) {
      const answers = codes.map((code) => ({ code, message: `日本語の${code}` }));
      const texts = render(language, answers);
      texts.forEach((text, at) => {
        expect(text, `${language} ${codes[at]}`).not.toBe(answers[at]!.message);
      });
    }
  });
});
