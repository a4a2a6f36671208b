// Content negotiation for compressed responses (decision 0012): which encoding a request accepts,
// which content types are worth compressing, and compressing bytes with node:zlib.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

export type Encoding = "br" | "gzip";
/** In the server's order of preference when the client likes several equally. */
export const ENCODINGS: readonly Encoding[] = ["br", "gzip"];
/** Below this a compressed answer saves less than the headers it adds cost (and some CPU). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** `Accept-Encoding: gzip, br;q=0.5, *;q=0` → the q-value of each coding named, and of `*`. */
function qualities(header: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split("=");
      if (key === "q") q = Number(value);
    }
    result.set(name, Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0);
  }
  return result;
}

/**
 * The encoding to send among `available`, or "identity": the one with the highest q-value the
 * client gave (directly or through `*`), ties going to the server's preference (br before gzip).
 */
export function negotiateEncoding(
  acceptEncoding: string | null | undefined,
  available: readonly Encoding[] = ENCODINGS,
): Encoding | "identity" {
  if (!acceptEncoding) return "identity";
  const q = qualities(acceptEncoding);
  const wildcard = q.get("*");
  let best: Encoding | "identity" = "identity";
  let bestQ = 0;
  for (const encoding of ENCODINGS) {
    if (!available.includes(encoding)) continue;
    const value = q.get(encoding) ?? (encoding === "gzip" ? q.get("x-gzip") : undefined) ?? wildcard ?? 0;
    if (value > bestQ) {
      best = encoding;
      bestQ = value;
    }
  }
  return best;
}

/**
 * Text-like types that compress well. Not event streams (each event must reach the client when
 * it is written, not when a compressor's buffer fills) nor multipart responses (@defer/@stream).
 */
export function isCompressibleType(contentType: string | null | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(";", 1)[0]!.trim().toLowerCase();
  if (type === "text/event-stream") return false;
  return (
    type.startsWith("text/") ||
    type === "application/json" ||
    type === "application/javascript" ||
    type === "application/xml" ||
    type === "application/manifest+json" ||
    type === "image/svg+xml" ||
    type.endsWith("+json") ||
    type.endsWith("+xml")
  );
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * `fast` for answers compressed per request (brotli 4, gzip 6: cheap, most of the gain); `best`
 * for what is compressed once and sent many times (the menu cache, the built client).
 */
export async function compressBytes(
  bytes: Uint8Array,
  encoding: Encoding,
  effort: "fast" | "best" = "fast",
): Promise<Buffer> {
  if (encoding === "br") {
    return brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: effort === "best" ? zlib.constants.BROTLI_MAX_QUALITY : 4,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    });
  }
  return gzip(bytes, { level: effort === "best" ? zlib.constants.Z_BEST_COMPRESSION : 6 });
}

/** One body in every encoding, for answers stored once and sent many times. */
export interface EncodedBody {
  identity: Uint8Array<ArrayBuffer>;
  br?: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
}

export async function encodeVariants(identity: Uint8Array<ArrayBuffer>): Promise<EncodedBody> {
  if (identity.length < COMPRESS_THRESHOLD_BYTES) return { identity };
  const [br, gz] = await Promise.all([
    compressBytes(identity, "br", "best"),
    compressBytes(identity, "gzip", "best"),
  ]);
  return { identity, br: new Uint8Array(br), gzip: new Uint8Array(gz) };
}

const etags = new WeakMap<Uint8Array, string>();

/** A strong validator of the body's content (sha1 of the identity bytes, computed once per body). */
export function contentTag(body: EncodedBody): string {
  let tag = etags.get(body.identity);
  if (!tag) {
    tag = createHash("sha1").update(body.identity).digest("base64url").slice(0, 22);
    etags.set(body.identity, tag);
  }
  return tag;
}

/** RFC 9110 If-None-Match with the weak comparison: does it name `etag` (or `*`)? */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === bare;
  });
}

/**
 * The stored variant for this request and the headers that go with it, with an ETag per
 * representation (content tag + encoding) so a client may revalidate (304). `Vary` is always there
 * when the body could have been compressed: a shared cache must not give a gzip answer to a
 * client that did not ask for it, nor the plain one to everybody.
 */
export function pickVariant(
  body: EncodedBody,
  acceptEncoding: string | null | undefined,
): { bytes: Uint8Array<ArrayBuffer>; headers: Record<string, string> } {
  const available = ENCODINGS.filter((e) => body[e] !== undefined);
  if (available.length === 0) return { bytes: body.identity, headers: { etag: `"${contentTag(body)}"` } };
  const encoding = negotiateEncoding(acceptEncoding, available);
  const bytes = encoding === "identity" ? body.identity : body[encoding]!;
  const headers: Record<string, string> = {
    vary: "Accept-Encoding",
    etag: `"${contentTag(body)}${encoding === "identity" ? "" : `-${encoding}`}"`,
  };
  if (encoding !== "identity") headers["content-encoding"] = encoding;
  return { bytes, headers };
}
