// Decision 0012: the built client precompressed and negotiated, dynamic answers compressed above
// 1 KB, the menu cache's hits sending the stored compressed bytes. Requests go through node:http,
// which (unlike fetch) shows the bytes and headers as sent.
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDirectory } from "../../../scripts/vite-precompress.js";
import { invalidateCatalog } from "../../../server/src/lib/shop-cache.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function raw(
  url: string,
  headers: Record<string, string> = {},
  init: { method?: string; body?: string } = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? "GET", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

function decoded(res: Raw): string {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(res.body).toString("utf8");
  if (encoding === "gzip") return zlib.gunzipSync(res.body).toString("utf8");
  return res.body.toString("utf8");
}

/** The bytes encodeVariants stores (brotli 11, gzip 9): what only a cache hit sends. */
const stored = {
  br: (text: string) =>
    zlib.brotliCompressSync(Buffer.from(text), {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (text: string) => zlib.gzipSync(Buffer.from(text), { level: 9 }),
};

/** Polls (no fixed sleep) until `check` holds: the cache stores its compressed copies off the request's path. */
async function eventually<T>(attempt: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i += 1) {
    const value = await attempt();
    if (check(value)) return value;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error("condition never held");
}

const SCRIPT = `console.log(${JSON.stringify("からあげ".repeat(400))});\n`;
const INDEX_HTML = `<!doctype html><html lang="ja"><head><title>からあげ本舗</title></head><body><div id="root">fixture-index</div>${"<!-- padding -->".repeat(100)}</body></html>`;
const html = "text/html,application/xhtml+xml,*/*;q=0.8";

describe("the built client, precompressed", () => {
  let dist: string;
  let app: TestApp;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), "karaage-dist-"));
    await mkdir(path.join(dist, "assets"));
    await writeFile(path.join(dist, "index.html"), INDEX_HTML);
    await writeFile(path.join(dist, "assets", "index-Ab12Cd34.js"), SCRIPT);
    await writeFile(path.join(dist, "assets", "tiny-Zz99.js"), "export {};\n");
    await precompressDirectory(dist);
    app = await startTestApp({ seed: false, env: { CLIENT_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await app?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it("writes brotli and gzip copies at build time, but not of files under 256 bytes", async () => {
    const br = await readFile(path.join(dist, "assets", "index-Ab12Cd34.js.br"));
    expect(zlib.brotliDecompressSync(br).toString("utf8")).toBe(SCRIPT);
    const gz = await readFile(path.join(dist, "assets", "index-Ab12Cd34.js.gz"));
    expect(zlib.gunzipSync(gz).toString("utf8")).toBe(SCRIPT);
    await expect(readFile(path.join(dist, "assets", "tiny-Zz99.js.br"))).rejects.toThrow();
  });

  it("sends the copy the browser accepts, with Vary, and the immutable cache for hashed assets", async () => {
    const url = `${app.url}/assets/index-Ab12Cd34.js`;
    const cases = [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip, deflate", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["identity", undefined],
      ["", undefined],
    ] as const;
    for (const [acceptEncoding, expected] of cases) {
      const res = await raw(url, acceptEncoding ? { "accept-encoding": acceptEncoding } : {});
      expect(res.status, acceptEncoding).toBe(200);
      expect(res.headers["content-encoding"], acceptEncoding).toBe(expected);
      expect(res.headers.vary, acceptEncoding).toBe("Accept-Encoding");
      expect(res.headers["content-type"]).toMatch(/javascript/);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(Number(res.headers["content-length"])).toBe(res.body.length);
      expect(decoded(res)).toBe(SCRIPT);
    }
    const br = await raw(url, { "accept-encoding": "br" });
    expect(br.body.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 5);
  });

  it("sends a file with no compressed copy as it is, without Vary", async () => {
    const res = await raw(`${app.url}/assets/tiny-Zz99.js`, { "accept-encoding": "br, gzip" });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.body.toString()).toBe("export {};\n");
  });

  it("revalidates the page: no-cache with an ETag per encoding, and 304 when it is unchanged", async () => {
    const first = await raw(`${app.url}/menu`, { accept: html, "accept-encoding": "br" });
    expect(first.status).toBe(200);
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(first.headers.vary).toBe("Accept-Encoding");
    expect(decoded(first)).toContain("fixture-index");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);

    const again = await raw(`${app.url}/menu`, {
      accept: html,
      "accept-encoding": "br",
      "if-none-match": etag,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["cache-control"]).toBe("no-cache");

    const plain = await raw(`${app.url}/`, { accept: html, "if-none-match": etag });
    expect(plain.status).toBe(200);
    expect(plain.headers.etag).not.toBe(etag);
    expect(plain.body.toString()).toBe(INDEX_HTML);
  });

  it("never serves the compressed copies by their own names", async () => {
    const res = await raw(`${app.url}/assets/index-Ab12Cd34.js.br`, { accept: "*/*" });
    expect(res.status).toBe(404);
  });
});

describe("API and GraphQL answers, compressed", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  const products = (acceptEncoding: string) =>
    raw(
      `${app.url}/api/products`,
      { "content-type": "application/json", "accept-encoding": acceptEncoding },
      { method: "POST", body: "{}" },
    );
  const graphql = (query: string, acceptEncoding: string, accept = "application/json") =>
    raw(
      `${app.url}/graphql`,
      { "content-type": "application/json", accept, "accept-encoding": acceptEncoding },
      { method: "POST", body: JSON.stringify({ query }) },
    );
  const MENU = "{ menu { categories { id name products { id name description priceWithTax } } } }";

  it("compresses the REST menu by Accept-Encoding, and a cache hit sends the stored bytes", async () => {
    invalidateCatalog(app.db.prisma);
    const plain = await products("identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    // The menu's words depend on the visitor's language too (decision 0053).
    expect(plain.headers.vary).toBe("Accept-Encoding, X-Shop-Lang");
    const json = plain.body.toString("utf8");
    expect(json.length).toBeGreaterThan(1024);
    for (const encoding of ["br", "gzip"] as const) {
      const res = await products(encoding);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers.vary).toBe("Accept-Encoding, X-Shop-Lang");
      expect(Number(res.headers["content-length"])).toBe(res.body.length);
      expect(decoded(res)).toBe(json);
      // Byte for byte what the cache stored at its fill: nothing was compressed for this request.
      expect(res.body.equals(stored[encoding](json))).toBe(true);
    }
  });

  it("compresses a GraphQL menu, then sends the cache's stored bytes on a hit", async () => {
    invalidateCatalog(app.db.prisma);
    const fill = await graphql(MENU, "br");
    expect(fill.headers["content-encoding"]).toBe("br");
    expect(fill.headers.vary).toMatch(/Accept-Encoding/);
    const json = decoded(fill);
    expect(JSON.parse(json).data.menu.categories.length).toBeGreaterThan(0);
    for (const encoding of ["br", "gzip"] as const) {
      const hit = await eventually(
        () => graphql(MENU, encoding),
        (res) => res.body.equals(stored[encoding](json)),
      );
      expect(hit.headers["content-encoding"]).toBe(encoding);
      expect(hit.headers.vary).toMatch(/Accept-Encoding/);
      expect(Number(hit.headers["content-length"])).toBe(hit.body.length);
    }
    const identity = await graphql(MENU, "identity");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body.toString("utf8")).toBe(json);
  });

  it("leaves answers under 1 KB uncompressed", async () => {
    const small = await graphql("{ taxRate }", "br, gzip");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ data: { taxRate: 8 } });
    const missing = await raw(`${app.url}/api/nothing-here`, { "accept-encoding": "br" });
    expect(missing.status).toBe(404);
    expect(missing.headers["content-encoding"]).toBeUndefined();
  });

  it("never compresses a server-sent event stream, so each event arrives when written", async () => {
    const res = await graphql(MENU, "br, gzip", "text/event-stream");
    expect(res.headers["content-type"]).toMatch(/text\/event-stream/);
    // yoga marks its streams `Content-Encoding: none` for proxies; nothing here compresses them.
    expect(["none", undefined]).toContain(res.headers["content-encoding"]);
    expect(res.body.toString("utf8")).toContain("event: next");
  });
});
