// A yoga plugin answering anonymous `menu` queries from the catalog cache (decision 0003): the
// storefront asks the same query on every page view, and the answer is the same for everyone
// who is not signed in until the catalog, tax rates or delivery areas change or Tokyo's day
// turns. A hit skips parsing, validation, the context (authentication) and execution; even the
// JSON is reused. Only requests without credentials, for query operations whose every root
// field is `menu` (or `__typename`), answered without errors, are stored.
import { type DocumentNode, Kind, type OperationDefinitionNode, parse } from "graphql";
import type { GraphQLParams, Plugin } from "graphql-yoga";
import type { PrismaClient } from "../../generated/prisma/client.js";
import { logger } from "../../lib/log.js";
import { type CacheStamp, catalogCache } from "../../lib/shop-cache.js";
import { presentedCredentials } from "../../modules/auth/viewer.js";
import { type EncodedBody, encodeVariants, etagMatches, pickVariant } from "../content-encoding.js";
import { FAST_GRAPHQL_KEY, type FastEntry, LANGUAGE_VARY, languageOfHeaders } from "./menu-fast-path.js";

const CACHEABLE_ROOT_FIELDS = new Set(["menu", "__typename"]);
/** Query texts already classified (bounded: clients choose the texts). */
const verdicts = new Map<string, boolean>();
const MAX_VERDICTS = 500;

interface CachedResponse {
  data: unknown;
  json: string;
  /**
   * The same JSON as UTF-8, and brotli and gzip of it (decision 0012): a hit writes the variant
   * the client accepts as it is, encoding and compressing nothing.
   */
  body: EncodedBody;
}

/** Requests answered from the cache, with the body their response is swapped for. */
const hits = new WeakMap<Request, EncodedBody>();
/** Requests the menu fast path missed (menu-fast-path.ts): where to remember their answer. */
const fastKeys = new WeakMap<Request, { fastKey: string; key: string; stamp: CacheStamp }>();

export function menuResponseCache(prisma: PrismaClient): Plugin {
  return {
    onParams({ params, request, paramsHandler, setParamsHandler, setResult, context }) {
      if (!isMenuOnly(params) || presentedCredentials(headersOf(request)) !== null) return;
      const cache = catalogCache(prisma);
      // The names in the answer are in the request's language (decision 0053): part of the key.
      const language = languageOfHeaders({ "x-shop-lang": request.headers.get("x-shop-lang") });
      const key = `graphql.response:${language}:${params.operationName ?? ""}:${JSON.stringify(params.variables ?? {})}:${JSON.stringify(params.extensions ?? {})}:${params.query}`;
      const fastKey = (context as { req?: Record<symbol, string | undefined> }).req?.[FAST_GRAPHQL_KEY];
      if (fastKey) fastKeys.set(request, { fastKey, key, stamp: cache.stamp() });
      const hit = cache.peek<CachedResponse>(key);
      if (hit) {
        // Yoga still negotiates the content type and builds the response around this result.
        setResult({ data: hit.data, stringify: () => hit.json } as Parameters<typeof setResult>[0]);
        hits.set(request, hit.body);
        return;
      }
      const stamp = cache.stamp();
      setParamsHandler(async (payload) => {
        const result = await paramsHandler(payload);
        if (!(Symbol.asyncIterator in result) && result.data && !result.errors && !result.extensions) {
          const json = JSON.stringify(result);
          const data = result.data;
          const identity = new TextEncoder().encode(json);
          cache.store(stamp, key, { data, json, body: { identity } });
          // Compressed off the request's path (zlib's thread pool) and stored again: this answer
          // and the hits until then are compressed per request by compressionPlugin.
          void encodeVariants(identity).then(
            (body) => cache.store(stamp, key, { data, json, body }),
            (error: unknown) => logger.error({ err: error }, "[menu cache] compressing the menu failed"),
          );
        }
        return result;
      });
    },
    onResponse({ request, response, setResponse, fetchAPI }) {
      const fast = fastKeys.get(request);
      if (fast && response.status === 200 && /json/i.test(response.headers.get("content-type") ?? "")) {
        // The next identical request (same body, same Accept) is answered by the fast path,
        // from the same entry, as long as that entry lives.
        const entry: FastEntry = { key: fast.key, contentType: response.headers.get("content-type")! };
        const cache = catalogCache(prisma);
        const expires = cache.expiryOf(fast.key);
        if (expires !== undefined) cache.store(fast.stamp, fast.fastKey, entry, expires);
      }
      const body = hits.get(request);
      // Only a single JSON answer is swapped: the same query asked as an event stream keeps its framing.
      if (!body || response.status !== 200 || !/json/i.test(response.headers.get("content-type") ?? ""))
        return;
      const { bytes, headers } = pickVariant(body, request.headers.get("accept-encoding"));
      const merged = new fetchAPI.Headers(response.headers);
      for (const [name, value] of Object.entries(headers)) merged.set(name, value);
      if (headers.etag && etagMatches(request.headers.get("if-none-match"), headers.etag)) {
        merged.delete("content-type");
        setResponse(new fetchAPI.Response(null, { status: 304, headers: merged }));
        return;
      }
      merged.set("content-length", String(bytes.length));
      merged.set("vary", LANGUAGE_VARY);
      setResponse(new fetchAPI.Response(bytes, { status: 200, headers: merged }));
    },
  };
}

function headersOf(request: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of ["access-token", "client", "uid"]) {
    const value = request.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return headers;
}

function isMenuOnly(params: GraphQLParams): boolean {
  const query = params.query;
  if (typeof query !== "string") return false;
  const key = `${params.operationName ?? ""}\n${query}`;
  let verdict = verdicts.get(key);
  if (verdict === undefined) {
    verdict = classify(query, params.operationName ?? null);
    if (verdicts.size >= MAX_VERDICTS) verdicts.clear();
    verdicts.set(key, verdict);
  }
  return verdict;
}

/** One named or single query operation, selecting only cacheable root fields, no directives. */
function classify(query: string, operationName: string | null): boolean {
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch {
    return false;
  }
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  // With several operations the chosen one depends on operationName, which is not part of this
  // verdict's key: leave those to execution.
  if (operations.length !== 1) return false;
  const [operation] = operations;
  if (operation?.operation !== "query" || operation.directives?.length) return false;
  if (operationName !== null && operation.name?.value !== operationName) return false;
  return operation.selectionSet.selections.every(
    (s) => s.kind === Kind.FIELD && CACHEABLE_ROOT_FIELDS.has(s.name.value) && !s.directives?.length,
  );
}
