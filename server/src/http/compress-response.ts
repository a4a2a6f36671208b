// Compression of dynamic answers (GraphQL over HTTP, /api): one function on fetch Responses, used
// by a yoga plugin and a Hono middleware (decision 0012). Only whole bodies of text-like types
// are compressed; streams (server-sent events, multipart) and WebSocket upgrades never come here
// or are let through untouched.

import type { Plugin } from "graphql-yoga";
import type { MiddlewareHandler } from "hono";
import {
  COMPRESS_THRESHOLD_BYTES,
  compressBytes,
  isCompressibleType,
  negotiateEncoding,
} from "./content-encoding.js";

type ResponseConstructor = new (body: BodyInit | null, init?: ResponseInit) => Response;

function appendVary(headers: Headers): void {
  const vary = headers.get("vary");
  if (!vary) headers.set("vary", "Accept-Encoding");
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary))
    headers.set("vary", `${vary}, Accept-Encoding`);
}

/**
 * The same answer, compressed with the best encoding the request accepts when its type is
 * text-like and its body at least COMPRESS_THRESHOLD_BYTES. Answers that already carry a
 * Content-Encoding (a cache's stored variant) or `Cache-Control: no-transform` are left alone.
 */
export async function compressResponse(
  request: Request,
  response: Response,
  ResponseClass: ResponseConstructor = Response,
): Promise<Response> {
  const { headers } = response;
  if (
    request.method === "HEAD" ||
    response.status === 204 ||
    response.status === 304 ||
    response.status === 101 ||
    headers.has("content-encoding") ||
    !isCompressibleType(headers.get("content-type")) ||
    /(^|,)\s*no-transform\s*(,|$)/i.test(headers.get("cache-control") ?? "")
  ) {
    return response;
  }
  const length = headers.get("content-length");
  if (length !== null && Number(length) < COMPRESS_THRESHOLD_BYTES) return response;
  const encoding = negotiateEncoding(request.headers.get("accept-encoding"));
  const newHeaders = new Headers(headers);
  appendVary(newHeaders);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const init = { status: response.status, statusText: response.statusText, headers: newHeaders };
  if (encoding === "identity" || bytes.length < COMPRESS_THRESHOLD_BYTES) {
    return new ResponseClass(bytes, init);
  }
  const compressed = await compressBytes(bytes, encoding);
  newHeaders.set("content-encoding", encoding);
  newHeaders.set("content-length", String(compressed.length));
  return new ResponseClass(
    new Uint8Array(compressed.buffer as ArrayBuffer, compressed.byteOffset, compressed.length),
    init,
  );
}

/** For Hono routers (the REST adapter). */
export function compressionMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const compressed = await compressResponse(c.req.raw, c.res);
    if (compressed === c.res) return;
    // Hono's setter copies the old answer's headers onto the new one (a stale Content-Length
    // among them): clear it first.
    c.res = undefined;
    c.res = compressed;
  };
}

/** For yoga: registered after the plugins that set their own encoded bodies. */
export function compressionPlugin(): Plugin {
  return {
    async onResponse({ request, response, setResponse, fetchAPI }) {
      const compressed = await compressResponse(request, response, fetchAPI.Response);
      if (compressed !== response) setResponse(compressed);
    },
  };
}
