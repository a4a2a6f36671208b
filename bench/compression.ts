// `npm run bench -- compression`: the bytes a phone downloads.
//   - JavaScript of a cold first load of / and /menu in each language: the scripts Chromium actually
//     loads until the network is idle (found with a fresh browser context), then each fetched again
//     three ways — without compression, gzip, br — counting the bytes on the wire; plus what
//     Chromium itself received. Flagged (exit code 1) when a /menu's br total is over 150 kB: this
//     counts what loads after the page too (graphql-ws once the page has loaded), so it is stricter
//     than decision 0052's figure (entry, preloads, route chunks, catalogue core).
//   - The menu over REST (POST /api/products) and GraphQL (the storefront's menu query), the same
//     three ways, cold (cache fill) and warm (cache hit).
// Needs a built client (`npm run build`). Sizes, not speed: the machine's load does not matter,
// but it is printed with the rest.
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { chromiumExecutablePath } from "../tests/e2e/chromium.mjs";
import { startApp } from "../tests/setup/start-app.js";
import { MENU_QUERY } from "./menu.js";
import { machine } from "./report.js";

// /menu in every language (decision 0052): each loads its own catalogue's core.
const PAGES = ["/", "/menu", "/en/menu", "/zh/menu", "/ko/menu"];
/** The first load's budget (decisions 0031, 0052): compressed JavaScript of /menu in every language. */
const MENU_BUDGET_KB = 150;
const ENCODINGS = ["identity", "gzip", "br"] as const;

interface Wire {
  bytes: number;
  encoding: string;
}

/** One request with node:http (which never decompresses), counting the body bytes as sent. */
function wireBytes(url: string, acceptEncoding: string, init: { method?: string; body?: string } = {}) {
  return new Promise<Wire>((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: init.method ?? "GET",
        headers: {
          "accept-encoding": acceptEncoding,
          ...(init.body ? { "content-type": "application/json", accept: "application/json" } : {}),
        },
      },
      (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on("end", () => {
          if ((res.statusCode ?? 500) >= 400) reject(new Error(`${url} answered ${res.statusCode}`));
          else resolve({ bytes, encoding: String(res.headers["content-encoding"] ?? "identity") });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(init.body);
  });
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)}`;

async function pageScripts(baseUrl: string, route: string) {
  const browser = await chromium.launch({
    executablePath: chromiumExecutablePath(),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    // A Japanese visitor: an unprefixed page is not sent on to the browser's language (0052).
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: "ja-JP" });
    const page = await context.newPage();
    const scripts: Array<{ url: string; wire: number; acceptEncoding: string }> = [];
    const pending: Array<Promise<void>> = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() !== "script") return;
      pending.push(
        (async () => {
          const sizes = await request.sizes();
          const headers = await request.allHeaders();
          scripts.push({
            url: request.url(),
            wire: sizes.responseBodySize,
            acceptEncoding: headers["accept-encoding"] ?? "",
          });
        })(),
      );
    });
    await page.goto(`${baseUrl}${route}`, { waitUntil: "networkidle" });
    await Promise.all(pending);
    return scripts;
  } finally {
    await browser.close();
  }
}

export async function runCompressionBench() {
  const host = await machine();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "karaage-bench-"));
  console.log("Starting the app on a fresh embedded database with the demo shop…");
  const app = await startApp({ dataDir, migrate: true });
  const lines: string[] = [];
  const budgetMisses: string[] = [];
  try {
    lines.push("| Page (cold) | scripts | uncompressed kB | gzip kB | br kB | Chromium received kB |");
    lines.push("| --- | ---: | ---: | ---: | ---: | ---: |");
    let browserEncoding = "";
    for (const route of PAGES) {
      const scripts = await pageScripts(app.url, route);
      if (scripts.length === 0) throw new Error(`${route} loaded no script: is the client built?`);
      browserEncoding = scripts[0]?.acceptEncoding ?? "";
      const totals = Object.fromEntries(ENCODINGS.map((e) => [e, 0])) as Record<string, number>;
      for (const script of scripts) {
        for (const encoding of ENCODINGS) totals[encoding]! += (await wireBytes(script.url, encoding)).bytes;
      }
      const received = scripts.reduce((sum, s) => sum + s.wire, 0);
      console.log(
        `${route}: ${scripts
          .map((s) => `${new URL(s.url).pathname.replace("/assets/", "")} ${kB(s.wire)}`)
          .sort()
          .join(", ")}`,
      );
      const overBudget = /\/menu$/.test(route) && totals.br! / 1000 > MENU_BUDGET_KB;
      if (overBudget) budgetMisses.push(`${route} ${kB(totals.br!)} kB br`);
      lines.push(
        `| ${route} | ${scripts.length} | ${kB(totals.identity!)} | ${kB(totals.gzip!)} | ${kB(totals.br!)}${overBudget ? " (over budget)" : ""} | ${kB(received)} |`,
      );
    }
    lines.push(
      "",
      `Chromium's Accept-Encoding: \`${browserEncoding}\`. Budget: /menu ≤ ${MENU_BUDGET_KB} kB br in every language` +
        (budgetMisses.length > 0 ? ` — **over: ${budgetMisses.join(", ")}**.` : " — met."),
      "",
    );

    lines.push("| Menu answer | uncompressed kB | gzip kB (cold / hit) | br kB (cold / hit) |");
    lines.push("| --- | ---: | ---: | ---: |");
    const targets = [
      { name: "REST POST /api/products", url: `${app.url}/api/products`, body: "{}" },
      {
        name: "GraphQL menu (POST /graphql)",
        url: `${app.url}/graphql`,
        body: JSON.stringify({ query: MENU_QUERY, operationName: "Menu" }),
      },
    ];
    for (const target of targets) {
      const cells: string[] = [];
      for (const encoding of ENCODINGS) {
        // Each encoding first after an emptied cache (a fill), then again (a hit).
        const { invalidateCatalog } = await import("../server/src/lib/shop-cache.js");
        invalidateCatalog(app.db.prisma);
        const init = { method: "POST", body: target.body };
        const cold = await wireBytes(target.url, encoding, init);
        // GraphQL's stored copies are compressed off the request's path: give them a moment.
        await new Promise((resolve) => setTimeout(resolve, 200));
        const hit = await wireBytes(target.url, encoding, init);
        cells.push(
          encoding === "identity"
            ? kB(cold.bytes)
            : `${kB(cold.bytes)} / ${kB(hit.bytes)}${hit.encoding === encoding ? "" : ` (sent ${hit.encoding})`}`,
        );
      }
      lines.push(`| ${target.name} | ${cells.join(" | ")} |`);
    }
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nMeasured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${host.nproc} × ${host.cpu}, ` +
      `Node ${host.node} (1-min load average before the run: ${host.load.toFixed(1)}).\n\n${lines.join("\n")}\n`,
  );
  if (budgetMisses.length > 0) process.exitCode = 1;
}
