// The menu's shortest path (issue 16, decision 0023): an anonymous POST /api/products or
// POST /graphql whose body the menu cache has answered before is answered here, in node:http,
// before Hono and yoga build a fetch Request: the small body is read, one or two map lookups, and
// the stored bytes in the encoding the client accepts are written (ETag, 304 on If-None-Match).
// Anything else — a miss, credentials, another body — goes on to the ordinary handlers with the
// body already read (yoga takes `req.body`, @hono/node-server `req.rawBody`).
//
// What is answered is only ever what the ordinary path stored for the same key, in the same cache
// (per app, per Tokyo day, emptied by catalog and settings changes): REST by `rest.products:<method>`
// (products.rest.ts), GraphQL by the exact request body and Accept header that the menu plugin
// answered from its cache (menu-response-cache.ts). So headers and bytes are the ordinary path's.
import type { IncomingMessage, ServerResponse } from "node:http";
import { LANGUAGE_HEADER, type Language, resolveLanguage } from "../../../../shared/i18n/languages.js";
import type { PrismaClient } from "../../generated/prisma/client.js";
import { catalogCache } from "../../lib/shop-cache.js";
import { presentedCredentials } from "../../modules/auth/viewer.js";
import { type EncodedBody, etagMatches, pickVariant } from "../content-encoding.js";

/** Bodies larger than this are never menu requests: they go on unread. */
const MAX_BODY_BYTES = 16 * 1024;

/** Set on a request that missed: the menu plugin stores its answer under this key. */
export const FAST_GRAPHQL_KEY = Symbol("fastGraphqlKey");

export interface FastEntry {
  /** The cache key of the stored answer (the plugin's or the REST route's). */
  key: string;
  contentType: string;
}

// Every key names the language (X-Shop-Lang, decision 0053): one language's menu is never the
// answer to another's request.
export const fastGraphqlKey = (accept: string | undefined, body: string, language: Language) =>
  `fast.graphql:${language}:${accept ?? ""}\n${body}`;
export const restBytesKey = (method: string | null, language: Language) =>
  `rest.products.bytes:${method}:${language}`;

/** The menu's answers differ by the request's language header (and encoding). */
export const LANGUAGE_VARY = "Accept-Encoding, X-Shop-Lang";

/** The language a request's header names (unknown or none: Japanese). */
export const languageOfHeaders = (headers: { [name: string]: unknown }) =>
  resolveLanguage(headers[LANGUAGE_HEADER]);

export type Continue = (req: IncomingMessage, res: ServerResponse) => void;

/** `application/json`, with parameters (charset) or not. */
const isJson = (contentType: string | undefined) =>
  contentType?.split(";", 1)[0]?.trim().toLowerCase() === "application/json";

/**
 * Returns true when it has taken the request (answered it, or will pass it on to `next` once its
 * body is read); false when the request is not a candidate and the caller handles it as usual.
 */
export function menuFastPath(
  prisma: PrismaClient,
  restMethodOf: (body: string) => string | null | undefined,
): (req: IncomingMessage, res: ServerResponse, pathname: string, next: Continue) => boolean {
  const cache = catalogCache(prisma);
  return (req, res, pathname, next) => {
    if (req.method !== "POST" || (pathname !== "/graphql" && pathname !== "/api/products")) return false;
    // GraphQL over HTTP: a POST says `Content-Type: application/json`; anything else goes to yoga,
    // which answers it as the spec says, never the cached menu.
    if (pathname === "/graphql" && !isJson(req.headers["content-type"])) return false;
    const length = Number(req.headers["content-length"]);
    if (!(length > 0 && length <= MAX_BODY_BYTES) || req.headers["transfer-encoding"]) return false;
    if (presentedCredentials(req.headers) !== null) return false;
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.once("error", () => res.destroy());
    req.once("end", () => {
      const raw = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      const body = raw.toString("utf8");
      let stored: { body: EncodedBody; contentType: string } | undefined;
      const language = languageOfHeaders(req.headers);
      if (pathname === "/api/products") {
        const method = restMethodOf(body);
        const bytes =
          method === undefined ? undefined : cache.peek<EncodedBody>(restBytesKey(method, language));
        if (bytes) stored = { body: bytes, contentType: "application/json" };
      } else {
        const key = fastGraphqlKey(req.headers.accept, body, language);
        const entry = cache.peek<FastEntry>(key);
        const hit = entry && cache.peek<{ body: EncodedBody }>(entry.key);
        if (entry && hit) stored = { body: hit.body, contentType: entry.contentType };
        else (req as unknown as Record<symbol, string>)[FAST_GRAPHQL_KEY] = key;
      }
      if (stored) return answer(req, res, stored.body, stored.contentType);
      // Handed on with the body already read.
      (req as unknown as { rawBody: Buffer; body: Buffer }).rawBody = raw;
      (req as unknown as { rawBody: Buffer; body: Buffer }).body = raw;
      next(req, res);
    });
    return true;
  };
}

function answer(req: IncomingMessage, res: ServerResponse, body: EncodedBody, contentType: string) {
  const { bytes, headers } = pickVariant(body, req.headers["accept-encoding"]);
  if (headers.etag && etagMatches(req.headers["if-none-match"], headers.etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, {
    ...headers,
    vary: LANGUAGE_VARY,
    "content-type": contentType,
    "content-length": bytes.length,
  });
  res.end(bytes);
}
