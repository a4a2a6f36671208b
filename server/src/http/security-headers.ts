// Response headers for a site that takes payments (issue 31, decision 0036). Every answer carries
// them; a page (the client's index.html, the prerendered /menu, the sandbox payment page) carries a
// Content-Security-Policy naming the hashes of its own inline scripts and styles, so nothing inline
// runs unless the build put it there. The policy allows what the app loads and nothing more: its
// own scripts, stylesheets and fonts, images from this site (/media, the data: favicon, blob:
// previews of a photo being uploaded), requests and WebSockets to this site; no frames, no plugins,
// and no page may frame it (clickjacking).
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

/** A CSP hash source for an inline script or style: `'sha256-…'` of its exact text. */
export function hashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** Types a browser runs as script; any other `type` (application/json…) is a data block. */
const SCRIPT_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/** The text of every inline script a browser would run in `html` (not data blocks, not src=). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const found of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = found[1] ?? "";
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (SCRIPT_TYPES.has(type)) scripts.push(found[2] ?? "");
  }
  return scripts;
}

export interface PolicyOptions {
  /** Inline scripts the page may run, by their exact text. */
  scripts?: readonly string[];
  /** Inline <style> elements the page may apply, by their exact text. */
  styles?: readonly string[];
  /** Origins besides this site that the page's forms may be sent to. */
  formTargets?: readonly string[];
}

export function contentSecurityPolicy(options: PolicyOptions = {}): string {
  const unique = (values: readonly string[]) => [...new Set(values)];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...unique((options.scripts ?? []).map(hashSource))],
    "style-src": ["'self'", ...unique((options.styles ?? []).map(hashSource))],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    // 'self' includes ws:/wss: to this host (CSP Level 3): the live boards' WebSocket.
    "connect-src": ["'self'"],
    "object-src": ["'none'"],
    "frame-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'", ...unique(options.formTargets ?? [])],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** Powerful features no page of the shop uses: refused to the page and to anything it embeds. */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

export const HSTS = "max-age=31536000; includeSubDomains";

export interface SecurityHeaderOptions {
  publicUrl: string;
  /** Reverse proxies whose X-Forwarded-Proto is believed (as X-Forwarded-For, context.ts). */
  trustProxy: number;
  /** Development serves GraphiQL from /graphql, which loads its scripts from a CDN. */
  graphiql?: boolean;
}

/** Whether the browser reached us over HTTPS: PUBLIC_URL says so, or a trusted proxy does. */
export function servedOverHttps(req: IncomingMessage, options: SecurityHeaderOptions): boolean {
  if (options.publicUrl.startsWith("https:")) return true;
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  if (options.trustProxy === 0) return false;
  const header = req.headers["x-forwarded-proto"];
  const entries = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  return (entries[entries.length - options.trustProxy] ?? entries[0]) === "https";
}

/**
 * Sets the headers every answer carries, before any handler runs; a page's handler replaces the
 * Content-Security-Policy with its own (the same policy plus its inline scripts' hashes).
 */
export function securityHeaders(options: SecurityHeaderOptions) {
  const policy = contentSecurityPolicy();
  return (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    if (!(options.graphiql && pathname === "/graphql" && req.method === "GET")) {
      res.setHeader("Content-Security-Policy", policy);
    }
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    if (servedOverHttps(req, options)) res.setHeader("Strict-Transport-Security", HSTS);
  };
}
