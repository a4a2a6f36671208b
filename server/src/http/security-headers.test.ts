import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { composeMenuHtml } from "./menu/prerendered-menu.js";
import { contentSecurityPolicy, hashSource, inlineScripts, servedOverHttps } from "./security-headers.js";

const request = (headers: Record<string, string> = {}) =>
  ({ headers, socket: {} }) as unknown as IncomingMessage;

describe("security headers", () => {
  it("count a site on an https PUBLIC_URL as served over HTTPS, whatever the request says", () => {
    expect(servedOverHttps(request(), { publicUrl: "https://karaage.example", trustProxy: 0 })).toBe(true);
    expect(servedOverHttps(request(), { publicUrl: "http://localhost:3000", trustProxy: 0 })).toBe(false);
    // Without a trusted proxy, X-Forwarded-Proto is the client's word and proves nothing.
    const claimed = request({ "x-forwarded-proto": "https" });
    expect(servedOverHttps(claimed, { publicUrl: "http://localhost:3000", trustProxy: 0 })).toBe(false);
    expect(servedOverHttps(claimed, { publicUrl: "http://localhost:3000", trustProxy: 1 })).toBe(true);
  });

  it("hash every inline script the prerendered /menu runs, and not its data block", () => {
    const index = [
      '<!doctype html><html lang="ja"><head><title>t</title>',
      "<script>window.preload=1</script>",
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-abc.js">',
      '</head><body><div id="root"></div></body></html>',
    ].join("\n");
    const html = composeMenuHtml(index, { markup: "<p>menu</p>", title: "メニュー" }, '{"data":{}}', {
      js: ["/assets/menu-abc.js"],
      css: [],
    });
    const scripts = inlineScripts(html ?? "");
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).toBe("window.preload=1");
    expect(scripts[1]).toContain('s.src="/assets/index-abc.js"');
    const policy = contentSecurityPolicy({ scripts });
    expect(policy).toContain(`script-src 'self' ${hashSource(scripts[0]!)} ${hashSource(scripts[1]!)};`);
    expect(policy).not.toContain("unsafe-inline");
  });

  it("hashes as browsers do: sha256 of the exact text, base64", () => {
    // The example of the CSP specification: alert('Hello, world.');
    expect(hashSource("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });
});
