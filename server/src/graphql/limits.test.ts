import { readFileSync } from "node:fs";
import { buildSchema, type DocumentNode, getIntrospectionQuery, parse, print, validate } from "graphql";
import { describe, expect, it } from "vitest";
import * as operations from "../../../client/src/gql/graphql.js";
import { boundedParserCache, GRAPHQL_LIMITS, limitRules, parseWithinLimits } from "./limits.js";

const schema = buildSchema(readFileSync(new URL("../../../schema.graphql", import.meta.url), "utf8"));
const clientDocuments = Object.entries(operations).filter(
  (entry): entry is [string, DocumentNode] =>
    entry[0].endsWith("Document") && (entry[1] as DocumentNode | undefined)?.kind === "Document",
);

describe("GraphQL document limits", () => {
  it("let every operation the client was built with through", () => {
    expect(clientDocuments.length).toBeGreaterThan(20);
    for (const [name, document] of clientDocuments) {
      const text = print(document);
      expect(() => parseWithinLimits(parse, text), name).not.toThrow();
      expect(
        validate(schema, document, limitRules).map((e) => e.message),
        name,
      ).toEqual([]);
    }
  });

  it("let GraphiQL's introspection through, with every option it may ask for", () => {
    const text = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
      oneOf: true,
    });
    const document = parseWithinLimits(parse, text);
    expect(validate(schema, document, limitRules)).toEqual([]);
  });

  it("refuse by text length and nesting before building a tree", () => {
    expect(() => parseWithinLimits(parse, " ".repeat(GRAPHQL_LIMITS.documentChars + 1))).toThrow(
      "GraphQLの文書が大きすぎます",
    );
    const nested = `{ a(x: ${"[".repeat(GRAPHQL_LIMITS.nesting)}${"]".repeat(GRAPHQL_LIMITS.nesting)}) }`;
    expect(() => parseWithinLimits(parse, nested)).toThrow("入れ子が深すぎます");
    // A lexical error is the parser's to report, as a syntax error.
    expect(() => parseWithinLimits(parse, '{ a(x: "unterminated) }')).toThrow(/Syntax Error/);
  });

  it("keep the parse caches within their byte budget however large the documents", () => {
    const { documentCache, errorCache } = boundedParserCache();
    const big = (i: number) => `{ a${i} }${" ".repeat(GRAPHQL_LIMITS.documentChars - 10)}`;
    for (let i = 0; i < 2_000; i++) {
      documentCache.set(big(i), parse("{ a }"));
      errorCache.set(big(i), new Error("x"));
    }
    expect(documentCache.calculatedSize).toBeLessThanOrEqual(GRAPHQL_LIMITS.cacheBytes);
    expect(errorCache.calculatedSize).toBeLessThanOrEqual(GRAPHQL_LIMITS.cacheBytes);
    expect(errorCache.size).toBeLessThanOrEqual(GRAPHQL_LIMITS.cacheEntries);
  });
});
