// Decision 0029: /menu's HTML carries the menu, rendered on the server by the client's own
// components (client/src/prerender.tsx) for the answer MenuPage gives, with that answer beside it
// and the scripts loaded after the first paint. Other pages, a filtered menu and a client build
// without the prerender module get the static index.html.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trustedDocuments } from "../../../server/src/graphql/trusted-documents.js";
import { composeMenuHtml, renderInChild } from "../../../server/src/http/menu/prerendered-menu.js";
import { invalidateCatalog } from "../../../server/src/lib/shop-cache.js";
import { pageTitle } from "../../../shared/constants.js";
import { PRERENDERED_MENU_ID } from "../../../shared/prerendered.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const html = "text/html,application/xhtml+xml";

/** index.html as `vite build` writes it: the entry, its preloads, a stylesheet and an empty #root. */
const INDEX = [
  "<!doctype html>",
  '<html lang="ja">',
  "  <head>",
  "    <title>fixture</title>",
  '    <script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">',
  '    <link rel="modulepreload" crossorigin href="/assets/graphql-abc.js">',
  '    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
  "  </head>",
  "  <body>",
  '    <div id="root"></div>',
  "  </body>",
  "</html>",
].join("\n");

const ROUTES = [
  { path: "^/menu/?$", js: ["/assets/menu-abc.js", "/assets/react-abc.js"], css: ["/assets/menu-abc.css"] },
  { path: "^/$", js: ["/assets/home-abc.js"], css: [] },
];

const MENU_BODY = () =>
  JSON.stringify({
    operationName: "MenuPage",
    variables: { method: null },
    extensions: { persistedQuery: { version: 1, sha256Hash: trustedDocuments().hashByName.get("MenuPage") } },
  });

describe("composeMenuHtml", () => {
  const answer = '{"data":{"menu":{"name":"</script><!-- $& $1"}}}';
  const page = composeMenuHtml(
    INDEX,
    { markup: "<p>$& $' $1 markup</p>", title: "A&B <メニュー>" },
    answer,
    ROUTES[0],
  );

  it("puts the markup in #root and the answer beside it, character for character", () => {
    expect(page).toContain('<div id="root" data-prerendered="/menu"><p>$& $\' $1 markup</p></div>');
    const json = /<script type="application\/json" id="prerendered-menu">(.*?)<\/script>/.exec(
      page ?? "",
    )?.[1];
    expect(json && JSON.parse(json)).toEqual(JSON.parse(answer));
    // The answer cannot end its element nor open a comment.
    expect(json).not.toMatch(/</);
  });

  it("runs no script before the first paint and links the page's stylesheets", () => {
    const head = page?.slice(0, page.indexOf("</head>")) ?? "";
    expect(head).not.toContain('type="module"');
    expect(head).not.toContain("modulepreload");
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/menu-abc.css">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    const loader = page?.slice(page.indexOf("</div>", page.indexOf('id="root"'))) ?? "";
    // The entry, the entry's preloads and the page's own chunks, each once.
    expect(loader).toContain('s.src="/assets/index-abc.js"');
    expect(loader).toContain('["/assets/react-abc.js","/assets/graphql-abc.js","/assets/menu-abc.js"]');
    expect(page).toContain('<html lang="ja" data-prerendered="/menu">');
    expect(page).toContain("<title>A&amp;B &lt;メニュー></title>");
    expect(page).not.toContain("<title>fixture</title>");
  });

  it("gives up on an index.html without #root or without the entry", () => {
    const rendered = { markup: "<p/>", title: "t" };
    expect(composeMenuHtml(INDEX.replace('<div id="root"></div>', ""), rendered, "{}")).toBeNull();
    expect(
      composeMenuHtml(INDEX.replace(/<script type="module".*<\/script>/, ""), rendered, "{}"),
    ).toBeNull();
  });
});

describe("renderInChild", () => {
  it("answers with the module's markup, and rejects with its failure", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "karaage-render-"));
    try {
      const good = path.join(dir, "good.mjs");
      const bad = path.join(dir, "bad.mjs");
      await writeFile(
        good,
        "export async function renderMenuPage(menu) { return { markup: [menu.name, process.pid].join(' '), title: 't' }; }\n",
      );
      await writeFile(
        bad,
        "export async function renderMenuPage() { throw new Error('no such component'); }\n",
      );
      // Run in a process of its own, with the menu given.
      const markup = (await renderInChild(good, { name: "唐揚げ" }))?.markup;
      expect(markup).toMatch(/^唐揚げ \d+$/);
      expect(markup).not.toBe(`唐揚げ ${process.pid}`);
      await expect(renderInChild(bad, {})).rejects.toThrow("no such component");
      await expect(renderInChild(path.join(dir, "missing.mjs"), {})).rejects.toThrow();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("/menu rendered on the server", () => {
  let dir: string;
  let app: TestApp;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "karaage-prerender-"));
    await mkdir(path.join(dir, "client"));
    await writeFile(path.join(dir, "client", "index.html"), INDEX);
    await writeFile(path.join(dir, "client", "route-preloads.json"), JSON.stringify(ROUTES));
    // The module as `npm run build` makes it, where it puts it: beside the client's folder. A
    // production build (vitest's NODE_ENV=test would make Vite emit development JSX).
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      await build({
        configFile: path.join(ROOT, "vite.config.ts"),
        logLevel: "warn",
        build: { ssr: "src/prerender.tsx", outDir: path.join(dir, "prerender"), emptyOutDir: true },
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    app = await startTestApp({ env: { CLIENT_DIST_DIR: path.join(dir, "client") } });
  });
  afterAll(async () => {
    await app?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const page = async (url: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${app.url}${url}`, { headers: { accept: html, ...headers } });
    return { res, text: await res.text() };
  };
  const menuAnswer = async () => {
    const res = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: MENU_BODY(),
    });
    return (await res.json()) as {
      data: { menu: { categories: Array<{ products: Array<{ name: string }> }> } };
    };
  };
  const embedded = (text: string) => {
    const json = new RegExp(
      `<script type="application/json" id="${PRERENDERED_MENU_ID}">(.*?)</script>`,
    ).exec(text)?.[1];
    return json ? (JSON.parse(json) as unknown) : undefined;
  };
  const rootOf = (text: string) =>
    text.slice(text.indexOf('<div id="root"'), text.indexOf(PRERENDERED_MENU_ID));

  it("holds every product of the menu, with the answer MenuPage gives", async () => {
    const { res, text } = await page("/menu");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("link")).toContain("rel=preload; as=image");
    const answer = await menuAnswer();
    expect(embedded(text)).toEqual(answer);
    const names = answer.data.menu.categories.flatMap((c) => c.products.map((p) => p.name));
    expect(names.length).toBeGreaterThan(3);
    const root = rootOf(text);
    for (const name of names) expect(root).toContain(name);
    expect(root).toContain("円");
    expect(root).toContain("表示価格はすべて消費税");
    // The title the app gives the page.
    expect(text).toContain(`<title>${pageTitle("メニュー")}</title>`);
    // What a visitor without a session sees: no loading state.
    expect(root).not.toContain("メニューを読み込んでいます");
    // Controls wait for the app: every button and field is disabled until it takes over.
    expect(root).toContain("<button disabled data-until-ready");
    expect(root).toContain("<input disabled data-until-ready");
    expect(root.match(/<(button|input|select|textarea)(?![^>]*\bdisabled\b)[\s>]/g)).toBeNull();
  });

  it("is sent compressed, revalidated with its ETag", async () => {
    const plain = await page("/menu", { "accept-encoding": "identity" });
    const res = await fetch(`${app.url}/menu`, { headers: { accept: html, "accept-encoding": "br" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    // fetch decodes; the bytes are the same page.
    expect(await res.text()).toBe(plain.text);
    const etag = res.headers.get("etag") ?? "";
    expect(etag).toMatch(/^".+-br"$/);
    const again = await fetch(`${app.url}/menu`, {
      headers: { accept: html, "accept-encoding": "br", "if-none-match": etag },
    });
    expect(again.status).toBe(304);
  });

  it("leaves other pages and a filtered menu static", async () => {
    for (const url of ["/", "/menu?tab=2", "/order/menu", "/cart"]) {
      const { res, text } = await page(url);
      expect(res.status, url).toBe(200);
      expect(text, url).toBe(INDEX);
    }
  });

  it("follows the catalog, and a product's text stays text", async () => {
    const product = await app.db.prisma.product.findFirstOrThrow({
      where: { isPublic: true, archivedAt: null },
      orderBy: [{ position: "asc" }, { id: "asc" }],
    });
    const hostile = `</script><script>window.pwned=1</script><!--&"'`;
    await app.db.prisma.product.update({ where: { id: product.id }, data: { name: hostile } });
    invalidateCatalog(app.db.prisma);
    try {
      const { text } = await page("/menu");
      expect(text).not.toContain("<script>window.pwned");
      expect(rootOf(text)).toContain(
        "&lt;/script&gt;&lt;script&gt;window.pwned=1&lt;/script&gt;&lt;!--&amp;",
      );
      const names = (embedded(text) as Awaited<ReturnType<typeof menuAnswer>>).data.menu.categories.flatMap(
        (c) => c.products.map((p) => p.name),
      );
      expect(names).toContain(hostile);
    } finally {
      await app.db.prisma.product.update({ where: { id: product.id }, data: { name: product.name } });
      invalidateCatalog(app.db.prisma);
    }
    expect(rootOf((await page("/menu")).text)).toContain(product.name);
  });
});
