// `npm run bench -- lighthouse`: the first load as a phone sees it (issue 16, point 2).
//   - Lighthouse (npm) in Debian's Chromium, its default mobile profile (Moto G Power, simulated
//     slow 4G and a 4× slower CPU), performance only, a cold load each time: /, /menu and /cart/info
//     (the goal pages), /en/menu, /zh/menu, /ko/menu and /order/{first product}, LH_RUNS times each (default 3), median reported.
//   - /menu against a static copy of itself: the page rendered once in Chromium, its HTML saved without
//     scripts, with the CSS, images and fonts it loaded, served compressed (brotli) by a bare
//     node:http server. The ratio of the two median LCPs is what the app's JavaScript, its API round
//     trips and its rendering cost on top of the bytes the page shows.
//   - JavaScript per page: the compressed bytes of every script of the cold load (Lighthouse's
//     resource summary, transfer sizes).
// Needs a built client (`npm run build`). Lighthouse's simulated throttling multiplies the main
// thread's observed time: a busy machine lowers the score (mostly through Total Blocking Time), so the
// 1-min load average is printed and should be recorded with the figures.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, constants as zlib } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { chromiumExecutablePath } from "../tests/e2e/chromium.mjs";
import { startApp } from "../tests/setup/start-app.js";
import { machine } from "./report.js";

const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));
/** LH_PAGES=/menu,static: only these targets (while working on one page); default all. */
const ONLY = process.env.LH_PAGES?.split(",").filter(Boolean);
/** LH_JSON_DIR=dir: keep each run's Lighthouse report (long tasks, main-thread breakdown) there. */
const JSON_DIR = process.env.LH_JSON_DIR;
/** The flags every browser of this project's tests and benches uses (plus headless for Lighthouse). */
const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  // A Japanese visitor: /menu is not sent on to /en/menu by the browser's language (decision 0052).
  "--accept-lang=ja-JP,ja",
];
const GOALS = { score: 95, lcpRatio: 1.5, scriptKb: 150 };

interface Run {
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  scriptBytes: number;
  scripts: number;
  totalBytes: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const seconds = (ms: number) => (ms / 1000).toFixed(2);

async function lighthouseRun(url: string, port: number, save?: string): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (save) await writeFile(save, typeof result.report === "string" ? result.report : JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary =
    (lhr.audits["resource-summary"]?.details as { items?: Array<Record<string, unknown>> })?.items ?? [];
  const row = (type: string) => summary.find((item) => item.resourceType === type);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: audit("largest-contentful-paint"),
    fcp: audit("first-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    speedIndex: audit("speed-index"),
    scriptBytes: Number(row("script")?.transferSize ?? 0),
    scripts: Number(row("script")?.requestCount ?? 0),
    totalBytes: Number(row("total")?.transferSize ?? 0),
  };
}

const TEXT_TYPES = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;

interface StaticFile {
  type: string;
  body: Buffer;
  br?: Buffer;
}

/**
 * The page as the visitor finally sees it, frozen: the DOM after the app rendered it (scripts and
 * module preloads removed) and every stylesheet, image and font the page loaded, as they were sent.
 */
async function staticCopy(pageUrl: string) {
  const browser = await chromium.launch({
    executablePath: chromiumExecutablePath(),
    args: CHROMIUM_FLAGS.slice(1),
  });
  const files = new Map<string, StaticFile>();
  try {
    // Lighthouse's mobile screen, so that the same images are in view.
    const context = await browser.newContext({
      locale: "ja-JP",
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
    });
    const page = await context.newPage();
    const pending: Array<Promise<void>> = [];
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if (!["stylesheet", "image", "font"].includes(type) || response.status() !== 200) return;
      pending.push(
        response
          .body()
          .then((body) => {
            const contentType = response.headers()["content-type"] ?? "application/octet-stream";
            files.set(new URL(response.url()).pathname, { type: contentType, body });
          })
          .catch(() => {}),
      );
    });
    await page.goto(pageUrl, { waitUntil: "networkidle" });
    // Scroll nothing: what is in the first screen is what LCP is about.
    await Promise.all(pending);
    const html = (await page.content())
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
      .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
    files.set(new URL(pageUrl).pathname, { type: "text/html; charset=utf-8", body: Buffer.from(html) });
  } finally {
    await browser.close();
  }
  for (const file of files.values()) {
    if (TEXT_TYPES.test(file.type) && file.body.length >= 1000) {
      file.br = brotliCompressSync(file.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
    }
  }
  const server = http.createServer((req, res) => {
    const file = files.get(new URL(req.url ?? "/", "http://x").pathname);
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    const br = file.br && /\bbr\b/.test(String(req.headers["accept-encoding"] ?? ""));
    const body = br ? file.br! : file.body;
    res.writeHead(200, {
      "content-type": file.type,
      "content-length": body.length,
      "cache-control": "no-cache",
      vary: "Accept-Encoding",
      ...(br ? { "content-encoding": "br" } : {}),
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${new URL(pageUrl).pathname}`,
    files: files.size,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function runLighthouseBench() {
  const host = await machine();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "karaage-bench-"));
  console.log("Starting the app on a fresh embedded database with the demo shop…");
  // CLIENT_DIST_DIR measures another build (e.g. main's, for a before/after) against the same server.
  const dist = process.env.CLIENT_DIST_DIR;
  const app = await startApp({ dataDir, migrate: true, env: dist ? { CLIENT_DIST_DIR: dist } : {} });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let copy: Awaited<ReturnType<typeof staticCopy>> | undefined;
  try {
    const product = await app.db.prisma.product.findFirst({
      where: { isPublic: true, archivedAt: null },
      orderBy: [{ position: "asc" }, { id: "asc" }],
    });
    if (!product) throw new Error("the demo shop has no product");
    // /menu in each language too: the script budget holds in every language (decision 0052).
    const pages = ["/", "/menu", "/en/menu", "/zh/menu", "/ko/menu", "/cart/info", `/order/${product.id}`];
    // The app answers the first page load with index.html: make sure the client is built.
    const index = await fetch(`${app.url}/`).then((r) => r.text());
    if (!index.includes("/assets/")) throw new Error("no built client: run `npm run build` first");

    copy = await staticCopy(`${app.url}/menu`);
    console.log(`Static copy of /menu: ${copy.files} files at ${copy.url}`);

    chrome = await chromeLauncher.launch({
      chromePath: chromiumExecutablePath() ?? "/usr/bin/chromium",
      chromeFlags: CHROMIUM_FLAGS,
    });
    const targets = [
      ...pages.map((p) => ({ name: p, url: `${app.url}${p}` })),
      { name: "/menu (static copy)", url: copy.url },
    ].filter((t) => !ONLY || ONLY.some((o) => (o === "static" ? t.url === copy?.url : t.name === o)));
    if (JSON_DIR) await mkdir(JSON_DIR, { recursive: true });
    const results = new Map<string, Run[]>();
    for (const target of targets) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        // On a loaded machine Chromium sometimes misses Lighthouse's protocol deadline: one retry.
        const save = JSON_DIR
          ? path.join(JSON_DIR, `${target.name.replace(/[^a-z0-9]+/gi, "_")}-${i + 1}.json`)
          : undefined;
        const run = await lighthouseRun(target.url, chrome.port, save).catch((error: unknown) => {
          console.log(`${target.name} run ${i + 1} failed (${String(error).slice(0, 160)}); once more`);
          return lighthouseRun(target.url, chrome!.port, save);
        });
        runs.push(run);
        console.log(
          `${target.name} run ${i + 1}: score ${run.score}, LCP ${seconds(run.lcp)} s, TBT ${Math.round(run.tbt)} ms, ` +
            `JS ${kB(run.scriptBytes)} kB in ${run.scripts} scripts (load average now ${os.loadavg()[0]?.toFixed(1)})`,
        );
      }
      results.set(target.name, runs);
    }

    const lines = [
      `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${host.nproc} × ${host.cpu}, ` +
        `Node ${host.node}, Lighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version} ` +
        `(mobile, simulated throttling), Chromium ${chrome ? "(Debian)" : ""}; 1-min load average before the run: ` +
        `${host.load.toFixed(1)}, after: ${os.loadavg()[0]?.toFixed(1)}. Median of ${RUNS} cold loads.`,
      "",
      "| Page | performance (runs) | median | LCP s | FCP s | TBT ms | CLS | JS kB (scripts) | all kB |",
      "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ];
    for (const [name, runs] of results) {
      const m = (pick: (run: Run) => number) => median(runs.map(pick));
      lines.push(
        `| ${name} | ${runs.map((r) => r.score).join(", ")} | ${m((r) => r.score)} | ${seconds(m((r) => r.lcp))} | ` +
          `${seconds(m((r) => r.fcp))} | ${Math.round(m((r) => r.tbt))} | ${m((r) => r.cls).toFixed(3)} | ` +
          `${kB(m((r) => r.scriptBytes))} (${m((r) => r.scripts)}) | ${kB(m((r) => r.totalBytes))} |`,
      );
    }
    const lcp = (name: string) => median((results.get(name) ?? []).map((r) => r.lcp));
    const ratio = lcp("/menu") / lcp("/menu (static copy)");
    const scores = ["/", "/menu", "/cart/info"].map((p) =>
      median((results.get(p) ?? []).map((r) => r.score)),
    );
    const js = pages.map((p) => median((results.get(p) ?? []).map((r) => r.scriptBytes)));
    lines.push(
      "",
      `/menu LCP ${seconds(lcp("/menu"))} s against ${seconds(lcp("/menu (static copy)"))} s for its static copy: ` +
        `**${ratio.toFixed(2)}×** (goal ≤ ${GOALS.lcpRatio}×). Performance (median) on /, /menu, /cart/info: ` +
        `${scores.join(", ")} (goal ≥ ${GOALS.score}). JavaScript of a cold load: ${js.map(kB).join(", ")} kB on ` +
        `${pages.join(", ")} (goal ≤ ${GOALS.scriptKb} kB).`,
    );
    console.log(`\n${lines.join("\n")}\n`);
  } finally {
    await chrome?.kill();
    await copy?.close();
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
