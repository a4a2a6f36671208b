// /menu's HTML with the menu already in it (decision 0029). A phone paints the cards as soon as the
// HTML, the stylesheet and the first photo have arrived, instead of after ~150 kB of scripts, the
// menu's query and React's first render.
//
// The markup comes from the client's own components, rendered in Node by the module
// `npm run build` writes to dist/prerender/ (client/src/prerender.tsx), for the menu the server
// answers MenuPage with. That answer goes into the page too, so the browser's first render shows
// the same menu without asking for it, over the server's markup, in one commit (client/src/main.tsx).
//
// Built once per menu: cached in the catalog cache (per Tokyo day, emptied by every catalog or
// settings change), compressed once, sent with an ETag. When anything is missing (no prerender
// module, an index.html without `<div id="root"></div>`, a failed answer), the caller sends the
// static index.html as before.

import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type Language, localizedPath } from "../../../../shared/i18n/languages.js";
import { LANGUAGE_TAG } from "../../../../shared/i18n/url-language.js";
import { PRERENDERED_ATTRIBUTE, PRERENDERED_MENU_ID } from "../../../../shared/prerendered.js";
import type { PrismaClient } from "../../generated/prisma/client.js";
import { trustedDocuments } from "../../graphql/trusted-documents.js";
import { logger } from "../../lib/log.js";
import { catalogCache } from "../../lib/shop-cache.js";
import { type EncodedBody, encodeVariants } from "../content-encoding.js";

/** A render that takes longer than this is abandoned (the page goes out static). */
const RENDER_TIMEOUT_MS = 15_000;

/** What the prerender module renders: #root's markup and the document's title. */
export interface RenderedPage {
  markup: string;
  title: string;
}

/**
 * The prerender module's renderMenuPage, run in a short-lived child process: loading React, React
 * Router and Apollo and rendering (~0.4 s of a core) never blocks the server's event loop, and the
 * memory they take goes with the process (a worker thread's stayed in the server's allocator, about
 * 15 MiB). It runs once per menu (a catalog or settings change, a new Tokyo day). The menu goes in
 * on stdin, the markup comes out on stdout, as JSON.
 */
export function renderInChild(
  moduleFile: string,
  menu: unknown,
  language: Language = "ja",
): Promise<RenderedPage | null> {
  const source =
    'let input = "";process.stdin.setEncoding("utf8");process.stdin.on("data", (c) => { input += c; });' +
    'process.stdin.on("end", async () => { const m = await import(process.argv[1]);' +
    "const { menu, language } = JSON.parse(input); const page = await m.renderMenuPage(menu, language);" +
    "process.stdout.write(JSON.stringify({ page })); });";
  return new Promise<RenderedPage | null>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--input-type=module", "-e", source, pathToFileURL(moduleFile).href],
      {
        stdio: ["pipe", "pipe", "pipe"],
        // Production builds of what it loads, whatever the server's environment.
        env: { ...process.env, NODE_ENV: "production", NODE_OPTIONS: "" },
        timeout: RENDER_TIMEOUT_MS,
      },
    );
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.once("error", reject);
    child.once("close", (code, signal) => {
      const text = Buffer.concat(out).toString("utf8");
      if (code === 0 && text) {
        try {
          return resolve((JSON.parse(text) as { page: RenderedPage | null }).page);
        } catch (error) {
          return reject(error);
        }
      }
      const why = Buffer.concat(err).toString("utf8").trim().split("\n").slice(0, 8).join("\n");
      reject(new Error(`the render process ended with ${signal ?? code}: ${why}`));
    });
    child.stdin.on("error", () => {});
    child.stdin.end(JSON.stringify({ menu, language }));
  });
}

const ROOT = '<div id="root"></div>';
/** Read by index.html's inline script: the page has its stylesheets and loads its own scripts. */
const HTML_OPEN = '<html lang="ja">';

/** Where `npm run build` puts the server's entry into the client, beside dist/client. */
export function prerenderModuleOf(clientDistDir: string): string {
  return path.join(path.resolve(clientDistDir), "..", "prerender", "prerender.js");
}

/**
 * JSON inside a <script> element: `<` never appears raw, so neither `</script>` nor `<!--` in a
 * product's text can end or change the element. (JSON has `<` only inside strings.)
 */
export function scriptSafeJson(json: string): string {
  return json.replace(/</g, "\\u003c");
}

/** Vite's entry script in index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** A route's scripts and stylesheets, as the client's build lists them (route-preloads.json). */
export interface RouteAssets {
  path: string;
  js: string[];
  css: string[];
}

/** The assets of the first route whose pattern matches `pathname`. */
export function routeAssetsOf(table: readonly RouteAssets[], pathname: string): RouteAssets | undefined {
  return table.find((route) => new RegExp(route.path).test(pathname));
}

/**
 * Loads the app once the page's first contentful paint is on screen: its scripts (the entry's
 * imports and the page's own chunks, preloaded together) are asked for only after the server's
 * markup has been painted, so they never compete with the stylesheets and the first photo, nor hold
 * back the first paint. The timer loads them where no paint is reported (a hidden tab draws no
 * frames; a browser without paint timing).
 */
function deferredScripts(entry: string, preloads: readonly string[]): string {
  return (
    `<script>(function(){var d=0,m=${JSON.stringify(preloads)},g=function(){if(d)return;d=1;` +
    'm.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)});' +
    `var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=${JSON.stringify(entry)};document.head.appendChild(s)};` +
    'try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)g()})' +
    '.observe({type:"paint",buffered:true})}catch(e){g()}setTimeout(g,1000)})()</script>'
  );
}

const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
const text = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/**
 * index.html with the rendered markup in #root, the answer beside it, the page's stylesheets linked
 * and its scripts loaded after the first paint; null when index.html lacks #root or the entry.
 */
export function composeMenuHtml(
  index: string,
  page: RenderedPage,
  answerJson: string,
  route: Pick<RouteAssets, "js" | "css"> = { js: [], css: [] },
  language: Language = "ja",
): string | null {
  const { markup, title } = page;
  const path = localizedPath(language, "/menu");
  const entry = ENTRY_SCRIPT.exec(index)?.[1];
  if (!entry || !index.includes(ROOT) || !index.includes(HTML_OPEN) || !index.includes("</head>"))
    return null;
  const preloads = [...index.matchAll(MODULE_PRELOAD)].map((found) => found[1]!);
  for (const file of route.js) if (!preloads.includes(file)) preloads.push(file);
  const stylesheets = route.css
    .filter((file) => !index.includes(`href="${file}"`))
    .map((file) => `<link rel="stylesheet" crossorigin href="${attribute(file)}">`)
    .join("");
  const root =
    `<div id="root" ${PRERENDERED_ATTRIBUTE}="${path}">${markup}</div>` +
    `<script type="application/json" id="${PRERENDERED_MENU_ID}">${scriptSafeJson(answerJson)}</script>` +
    deferredScripts(entry, preloads);
  // Functions as replacements: `$` in the markup or the answer is text, not a pattern.
  return index
    .replace(ENTRY_SCRIPT, "")
    .replace(MODULE_PRELOAD, "")
    .replace("</head>", () => `${stylesheets}</head>`)
    .replace(ROOT, () => root)
    .replace(HTML_OPEN, () => `<html lang="${LANGUAGE_TAG[language]}" ${PRERENDERED_ATTRIBUTE}="${path}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${text(title)}</title>`);
}

export interface PrerenderedMenuOptions {
  prisma: PrismaClient;
  clientDistDir: string;
  /** Sends a GraphQL request body as an anonymous visitor's POST /graphql (the app's own yoga), in `language`. */
  graphql: (body: string, language: Language) => Promise<Response>;
}

/** /menu's page (its encodings), or undefined when it cannot be prerendered now. */
export function prerenderedMenu(
  options: PrerenderedMenuOptions,
): (language: Language) => Promise<EncodedBody | undefined> {
  const moduleFile = prerenderModuleOf(options.clientDistDir);
  const indexFile = path.join(path.resolve(options.clientDistDir), "index.html");
  const routesFile = path.join(path.resolve(options.clientDistDir), "route-preloads.json");

  const build = async (language: Language): Promise<EncodedBody | null> => {
    const hash = trustedDocuments().hashByName.get("MenuPage");
    if (!hash || !existsSync(moduleFile) || !existsSync(indexFile)) return null;
    // Exactly what index.html's inline script asks for /menu (scripts/vite-route-preload.ts).
    const response = await options.graphql(
      JSON.stringify({
        operationName: "MenuPage",
        variables: { method: null },
        extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
      }),
      language,
    );
    // A failed answer (the database away) is not remembered: the next /menu tries again.
    const answerJson = await response.text();
    const answer = response.ok ? (JSON.parse(answerJson) as { data?: unknown; errors?: unknown }) : {};
    if (!answer.data || answer.errors) throw new Error(`MenuPage answered ${response.status}: ${answerJson}`);
    let page: RenderedPage | null;
    try {
      page = await renderInChild(moduleFile, answer.data, language);
    } catch (error) {
      // Remembered as "no page" until the catalog changes: not rendered again on every request.
      logger.error({ err: error }, "[prerender] rendering /menu failed; it is sent without its menu");
      return null;
    }
    if (page === null) return null;
    const table = await readFile(routesFile, "utf8")
      .then((text) => JSON.parse(text) as RouteAssets[])
      .catch(() => []);
    const route = routeAssetsOf(table, "/menu");
    const html = composeMenuHtml(await readFile(indexFile, "utf8"), page, answerJson, route, language);
    return html === null ? null : encodeVariants(new TextEncoder().encode(html));
  };

  return async (language) => {
    try {
      const key = language === "ja" ? "menu.prerendered" : `menu.prerendered.${language}`;
      return (await catalogCache(options.prisma).remember(key, () => build(language))) ?? undefined;
    } catch (error) {
      logger.error({ err: error }, "[prerender] /menu was sent without its menu");
      return undefined;
    }
  };
}
