// The built client (dist/client): static files, and index.html for every other page so that the
// client's router renders the route (including its own 404 page).
//
// Files are sent as `vite build` left them, compressed at build time (scripts/vite-precompress.ts:
// `x.js.br`, `x.js.gz` beside `x.js`) and chosen by Accept-Encoding, with `Vary: Accept-Encoding`
// (decision 0012). Every answer has an ETag and a conditional GET gets 304; hashed assets are
// cached for a year, HTML is revalidated on every use.
//
// A path that is no page of the client (shared/page-routes.ts) still gets index.html, so the app
// shows its own 404 page, but with HTTP status 404 as the spec asks.
import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { type Context, Hono } from "hono";
import { getMimeType } from "hono/utils/mime";
import { isKnownPagePath } from "../../../shared/page-routes.js";
import {
  type EncodedBody,
  type Encoding,
  etagMatches,
  isCompressibleType,
  negotiateEncoding,
  pickVariant,
} from "./content-encoding.js";
import { alternateLinks, languageRedirect, unknownLanguageTarget } from "./page-language.js";
import { contentSecurityPolicy, inlineScripts } from "./security-headers.js";

/** Vite puts content-hashed files under assets/: their URL changes whenever they do. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
const SHORT = "public, max-age=3600";
const SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

const NOT_BUILT_MESSAGE =
  "The client is not built yet. Run `npm run build` (or use `npm run dev` while developing), then reload.\n" +
  "クライアントがまだビルドされていません。`npm run build` を実行してから再読み込みしてください。\n";

async function fileStat(file: string) {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

/** The file under `root` a request path names, or undefined for anything that leaves it. */
function resolveInside(root: string, requestPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
  if (/(?:^|[/\\])\.{1,2}(?:$|[/\\])|[/\\]{2,}|\\|\0/.test(decoded)) return undefined;
  // The compressed copies are reached through negotiation, never by their own names.
  if (/\.(?:br|gz)$/i.test(decoded)) return undefined;
  const file = path.join(root, decoded);
  return file.startsWith(root + path.sep) ? file : undefined;
}

/** RFC 9110 If-None-Match with the weak comparison: does it name `etag` (or `*`)? */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === bare;
  });
}

/** Sends `file` (or its precompressed copy), or returns undefined when it does not exist. */
async function sendFile(
  c: Context,
  file: string,
  cacheControl: string,
  status: 200 | 404 = 200,
  extraHeaders: Record<string, string> = {},
): Promise<Response | undefined> {
  const original = await fileStat(file);
  if (!original) return undefined;
  const contentType = getMimeType(file) ?? "application/octet-stream";
  const headers: Record<string, string> = {
    "content-type": contentType,
    "cache-control": cacheControl,
    ...extraHeaders,
  };
  let sent = file;
  let sentStat = original;
  let tag = "";
  if (isCompressibleType(contentType)) {
    const variants: Encoding[] = [];
    const stats: Partial<Record<Encoding, NonNullable<typeof original>>> = {};
    for (const encoding of ["br", "gzip"] as const) {
      const s = await fileStat(file + SUFFIX[encoding]);
      if (s) {
        variants.push(encoding);
        stats[encoding] = s;
      }
    }
    if (variants.length > 0) headers.vary = "Accept-Encoding";
    const encoding = negotiateEncoding(c.req.header("accept-encoding"), variants);
    if (encoding !== "identity") {
      headers["content-encoding"] = encoding;
      sent = file + SUFFIX[encoding];
      sentStat = stats[encoding]!;
      tag = `-${encoding}`;
    }
  }
  // Size and modification time of the file sent, as nginx does; each encoding its own tag.
  headers.etag = `"${original.size.toString(36)}-${Math.floor(original.mtimeMs).toString(36)}${tag}"`;
  if (status === 200 && matches(c.req.header("if-none-match"), headers.etag)) {
    delete headers["content-type"];
    return c.body(null, 304, headers);
  }
  headers["content-length"] = String(sentStat.size);
  if (c.req.method === "HEAD") return c.body(null, status, headers);
  const bytes = await readFile(sent);
  return c.body(new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length), status, headers);
}

export interface ClientRoutesOptions {
  /**
   * A Link header for a page's HTML (e.g. preloading /menu's first photo, decision 0025), or
   * undefined. The HTML itself stays the static, precompressed file.
   */
  pageLink?: (pathname: string, search: string) => Promise<string | undefined>;
  /**
   * A page's HTML built by the server (/menu with its menu, decision 0029), sent instead of the
   * static index.html; undefined sends the static file.
   */
  pageHtml?: (pathname: string, search: string) => Promise<EncodedBody | undefined>;
}

/** A page's Content-Security-Policy: the site's, plus the hashes of the page's own inline scripts. */
const documentPolicy = (html: string) => contentSecurityPolicy({ scripts: inlineScripts(html) });

const builtPolicies = new WeakMap<Uint8Array, string>();
/** Computed from the very bytes sent, once per built page. */
function builtPagePolicy(page: EncodedBody): string {
  let policy = builtPolicies.get(page.identity);
  if (!policy) {
    policy = documentPolicy(new TextDecoder().decode(page.identity));
    builtPolicies.set(page.identity, policy);
  }
  return policy;
}

const filePolicies = new Map<string, { version: string; policy: string }>();
/** A built HTML file's policy, read again only when the file changes (a new build). */
async function filePolicy(file: string): Promise<Record<string, string>> {
  const stats = await fileStat(file);
  if (!stats) return {};
  const version = `${stats.size}-${stats.mtimeMs}`;
  let known = filePolicies.get(file);
  if (known?.version !== version) {
    known = { version, policy: documentPolicy(await readFile(file, "utf8")) };
    filePolicies.set(file, known);
  }
  return { "content-security-policy": known.policy };
}

/** A page the server built: the stored encoding the client accepts, revalidated on every use. */
function sendBuiltPage(c: Context, page: EncodedBody, extraHeaders: Record<string, string>): Response {
  const { bytes, headers } = pickVariant(page, c.req.header("accept-encoding"));
  const all: Record<string, string> = {
    "content-type": "text/html; charset=utf-8",
    "cache-control": REVALIDATE,
    "content-security-policy": builtPagePolicy(page),
    ...extraHeaders,
    ...headers,
  };
  if (headers.etag && etagMatches(c.req.header("if-none-match"), headers.etag)) {
    delete all["content-type"];
    return c.body(null, 304, all);
  }
  all["content-length"] = String(bytes.length);
  if (c.req.method === "HEAD") return c.body(null, 200, all);
  return c.body(bytes, 200, all);
}

export function clientRoutes(distDir: string, options: ClientRoutesOptions = {}) {
  const app = new Hono();
  const root = path.resolve(distDir);
  const indexFile = path.join(root, "index.html");

  app.on(["GET", "HEAD"], "*", async (c) => {
    const file = resolveInside(root, c.req.path);
    if (file) {
      const rel = path.relative(root, file);
      const cacheControl = rel.startsWith(`assets${path.sep}`)
        ? IMMUTABLE
        : rel.endsWith(".html")
          ? REVALIDATE
          : SHORT;
      const policy = rel.endsWith(".html") ? await filePolicy(file) : {};
      const sent = await sendFile(c, file, cacheControl, 200, policy);
      if (sent) return sent;
    }
    const accept = c.req.header("accept") ?? "";
    if (c.req.path !== "/" && !accept.includes("text/html")) return c.text("Not Found", 404);
    if (!existsSync(indexFile)) return c.text(NOT_BUILT_MESSAGE, 503);
    const status = isKnownPagePath(c.req.path) ? 200 : 404;
    const search = new URL(c.req.url).search;
    // "/fr/menu": a language we do not have falls back to ours (decision 0052).
    // The visitor's language, when it is not the Japanese page asked for (decision 0052).
    const redirect =
      status === 200
        ? languageRedirect(c.req.path, search, {
            cookie: c.req.header("cookie"),
            acceptLanguage: c.req.header("accept-language"),
          })
        : unknownLanguageTarget(c.req.path, search, isKnownPagePath);
    if (redirect) {
      const headers: Record<string, string> = {
        location: redirect.location,
        "cache-control": "no-store",
        vary: "Cookie, Accept-Language",
      };
      if (redirect.setCookie) headers["set-cookie"] = redirect.setCookie;
      return c.body(null, 302, headers);
    }
    const [pageLink, built] = await Promise.all([
      options.pageLink?.(c.req.path, search).catch(() => undefined),
      status === 200 ? options.pageHtml?.(c.req.path, search).catch(() => undefined) : undefined,
    ]);
    const alternates = status === 200 ? alternateLinks(c.req.path) : undefined;
    const link = [pageLink, alternates].filter(Boolean).join(", ") || undefined;
    if (built) return sendBuiltPage(c, built, link ? { link } : {});
    const headers = { ...(await filePolicy(indexFile)), ...(link ? { link } : {}) };
    return (await sendFile(c, indexFile, REVALIDATE, status, headers)) ?? c.text(NOT_BUILT_MESSAGE, 503);
  });

  return app;
}
