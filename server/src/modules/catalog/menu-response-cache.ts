// A yoga plugin answering anonymous `menu` queries from the catalog cache (decision 0003): the
// storefront asks the same query on every page view, and the answer is the same for everyone
// who is not signed in until the catalog, tax rates or delivery areas change or Tokyo's day
// turns. A hit skips parsing, validation, the context (authentication) and execution; even the
// JSON is reused. Only requests without credentials, for query operations whose every root
// field is `menu` (or `__typename`), answered without errors, are stored.
import { type DocumentNode, Kind, type OperationDefinitionNode, parse } from "graphql";
import type { GraphQLParams, Plugin } from "graphql-yoga";
import type { PrismaClient } from "../../generated/prisma/client.js";
import { presentedCredentials } from "../auth/viewer.js";
import { catalogCache } from "./catalog-cache.js";

const CACHEABLE_ROOT_FIELDS = new Set(["menu", "__typename"]);
/** Query texts already classified (bounded: clients choose the texts). */
const verdicts = new Map<string, boolean>();
const MAX_VERDICTS = 500;

interface CachedResponse {
  data: unknown;
  json: string;
  /** The same JSON as UTF-8: written as it is instead of encoding the string again. */
  bytes: Uint8Array<ArrayBuffer>;
}

/** Requests answered from the cache, with the bytes their response body is swapped for. */
const hits = new WeakMap<Request, Uint8Array<ArrayBuffer>>();

export function menuResponseCache(prisma: PrismaClient): Plugin {
  return {
    onParams({ params, request, paramsHandler, setParamsHandler, setResult }) {
      if (!isMenuOnly(params) || presentedCredentials(headersOf(request)) !== null) return;
      const cache = catalogCache(prisma);
      const key = `graphql.response:${params.operationName ?? ""}:${JSON.stringify(params.variables ?? {})}:${JSON.stringify(params.extensions ?? {})}:${params.query}`;
      const hit = cache.peek<CachedResponse>(key);
      if (hit) {
        // Yoga still negotiates the content type and builds the response around this result.
        setResult({ data: hit.data, stringify: () => hit.json } as Parameters<typeof setResult>[0]);
        hits.set(request, hit.bytes);
        return;
      }
      const stamp = cache.stamp();
      setParamsHandler(async (payload) => {
        const result = await paramsHandler(payload);
        if (!(Symbol.asyncIterator in result) && result.data && !result.errors && !result.extensions) {
          const json = JSON.stringify(result);
          cache.store(stamp, key, { data: result.data, json, bytes: new TextEncoder().encode(json) });
        }
        return result;
      });
    },
    onResponse({ request, response, setResponse, fetchAPI }) {
      const bytes = hits.get(request);
      if (!bytes || response.status !== 200) return;
      setResponse(new fetchAPI.Response(bytes, { status: 200, headers: response.headers }));
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
