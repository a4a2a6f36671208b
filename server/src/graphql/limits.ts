// Limits on every GraphQL document the server reads, over HTTP and WebSocket alike (both go
// through yoga's envelop). Size and token count are checked before and while parsing, so a huge
// document never becomes a huge AST; depth, aliases, directives and cost are validation rules
// (graphql-armor), so a document that would take too long is refused before it runs.
// docs/decisions/0011-hostile-input.md lists the numbers and why.
import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { maxDirectivesRule } from "@escape.tech/graphql-armor-max-directives";
import {
  type DocumentNode,
  type GraphQLError,
  Lexer,
  type parse,
  Source,
  TokenKind,
  type ValidationContext,
} from "graphql";
import { createGraphQLError, type Plugin } from "graphql-yoga";
import { LRUCache } from "lru-cache";

export const GRAPHQL_LIMITS = {
  /** Request body on /graphql, as on /api: refused with 413 while reading. */
  bodyBytes: 1024 * 1024,
  /** A WebSocket message (graphql-ws subscribe payload). */
  messageBytes: 256 * 1024,
  /** The document's text, checked before the parser sees it. */
  documentChars: 20_000,
  /** Lexer tokens; the parser stops at the first one past the limit. */
  tokens: 2_000,
  /**
   * Open braces, brackets and parentheses at once. graphql-js parses recursively: 2,000 nested
   * list values (within the token limit) overflow the stack.
   */
  nesting: 40,
  depth: 10,
  aliases: 15,
  directives: 20,
  /** graphql-armor's cost (objects 2, scalars 1, ×1.5 per level); the client's costliest is ~230. */
  cost: 600,
  /** Parsed documents and parse errors kept, in entries and in approximate bytes. */
  cacheEntries: 500,
  cacheBytes: 16 * 1024 * 1024,
} as const;

/** `extensions.code` of a document refused for its size (HTTP 413). */
export const DOCUMENT_TOO_LARGE = "DOCUMENT_TOO_LARGE";
/** `extensions.code` of a document refused for its shape or cost (HTTP 400); `extensions.limit` names which. */
export const QUERY_TOO_COMPLEX = "QUERY_TOO_COMPLEX";

export type LimitName = "tokens" | "nesting" | "depth" | "aliases" | "directives" | "cost";

const number = (n: number) => n.toLocaleString("ja-JP");

export const LIMIT_MESSAGES: Record<LimitName | "documentChars", string> = {
  documentChars: `GraphQLの文書が大きすぎます（上限${number(GRAPHQL_LIMITS.documentChars)}文字）`,
  tokens: `GraphQLの文書が長すぎます（上限${number(GRAPHQL_LIMITS.tokens)}トークン）`,
  nesting: `GraphQLの文書の入れ子が深すぎます（上限${GRAPHQL_LIMITS.nesting}段）`,
  depth: `クエリの階層が深すぎます（上限${GRAPHQL_LIMITS.depth}階層）`,
  aliases: `クエリの別名（エイリアス）が多すぎます（上限${GRAPHQL_LIMITS.aliases}個）`,
  directives: `クエリのディレクティブが多すぎます（上限${GRAPHQL_LIMITS.directives}個）`,
  cost: `クエリの処理量が大きすぎます（上限${number(GRAPHQL_LIMITS.cost)}）。項目を減らしてください`,
};

function limitError(limit: LimitName | "documentChars"): GraphQLError {
  const tooLarge = limit === "documentChars";
  // yoga's own constructor: graphql's ESM and CommonJS builds each have a GraphQLError class,
  // and yoga answers 500 to an error that is not an instance of its one.
  return createGraphQLError(LIMIT_MESSAGES[limit], {
    extensions: {
      code: tooLarge ? DOCUMENT_TOO_LARGE : QUERY_TOO_COMPLEX,
      limit: tooLarge ? "size" : limit,
      http: { status: tooLarge ? 413 : 400 },
    },
  });
}

/** graphql-js's own message when `maxTokens` stops the parser ("more that" in 16.x). */
const TOKEN_LIMIT_ERROR = /Document contains more tha[nt] \d+ tokens/;

type Parse = typeof parse;

/**
 * Parses `source` with `parseFn` (the engine's, for the same reason as above) within the size and
 * token limits; a refusal is a GraphQLError with our code.
 */
export function parseWithinLimits(
  parseFn: Parse,
  source: string,
  options?: Parameters<Parse>[1],
): DocumentNode {
  if (source.length > GRAPHQL_LIMITS.documentChars) throw limitError("documentChars");
  const refused = scanTokens(source);
  if (refused) throw limitError(refused);
  try {
    return parseFn(source, { ...options, maxTokens: GRAPHQL_LIMITS.tokens });
  } catch (error) {
    if (error instanceof Error && TOKEN_LIMIT_ERROR.test(error.message)) throw limitError("tokens");
    throw error;
  }
}

const OPENING = new Set<string>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSING = new Set<string>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

/**
 * One pass of the lexer (no tree, constant memory) counting tokens and nesting. A lexical error
 * ends the scan: the parser then reports it as the syntax error it is.
 */
function scanTokens(source: string): "tokens" | "nesting" | null {
  const lexer = new Lexer(new Source(source));
  let tokens = 0;
  let open = 0;
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      if (++tokens > GRAPHQL_LIMITS.tokens) return "tokens";
      if (OPENING.has(token.kind) && ++open > GRAPHQL_LIMITS.nesting) return "nesting";
      if (CLOSING.has(token.kind)) open -= 1;
    }
  } catch {
    return null;
  }
  return null;
}

/** armor's rules report through our error instead of throwing theirs (a thrown rule error is a 500). */
function reportAs(limit: LimitName) {
  return {
    propagateOnRejection: false,
    exposeLimits: false,
    onReject: [(context: ValidationContext | null) => context?.reportError(limitError(limit))],
  };
}

export const limitRules = [
  // Fragments do not count as a level: the client's operations spread one per component.
  maxDepthRule({ n: GRAPHQL_LIMITS.depth, flattenFragments: true, ...reportAs("depth") }),
  maxAliasesRule({ n: GRAPHQL_LIMITS.aliases, ...reportAs("aliases") }),
  maxDirectivesRule({ n: GRAPHQL_LIMITS.directives, ...reportAs("directives") }),
  costLimitRule({ maxCost: GRAPHQL_LIMITS.cost, flattenFragments: true, ...reportAs("cost") }),
];

/** The envelop plugin: the bounded parser and the four validation rules. */
export function documentLimits(): Plugin {
  return {
    onParse: ({ params, parseFn, setParseFn }) => {
      // yoga hands the text or a Source; both have a length we can check before any work.
      const text = typeof params.source === "string" ? params.source : params.source.body;
      if (text.length > GRAPHQL_LIMITS.documentChars) throw limitError("documentChars");
      setParseFn((source, options) =>
        parseWithinLimits(parseFn, typeof source === "string" ? source : source.body, options),
      );
    },
    onValidate: ({ addValidationRule }) => {
      for (const rule of limitRules) addValidationRule(rule);
    },
  };
}

/**
 * yoga's parse cache, bounded in bytes as well as entries: its default keeps 1,024 documents
 * (and parse errors) of any size for an hour. The size is an estimate: an AST takes roughly 30
 * times its text, an error little more than its key.
 */
export function boundedParserCache() {
  const cache = <V extends object>(factor: number) =>
    new LRUCache<string, V>({
      max: GRAPHQL_LIMITS.cacheEntries,
      maxSize: GRAPHQL_LIMITS.cacheBytes,
      sizeCalculation: (_value, key) => Math.max(1, key.length * factor),
      ttl: 60 * 60 * 1000,
    });
  return { documentCache: cache<DocumentNode>(30), errorCache: cache<Error>(4) };
}
