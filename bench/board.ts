// `npm run bench -- board`: the kitchen's board (/admin/order/today) with 200 open orders, on a
// 1024×768 tablet viewport in Chromium. Measured per load (5 loads after a warm-up):
//   - load → 200 cards: from navigation start until the 200th order card is in the DOM;
//   - render: from the board query's answer (the last /graphql response before the cards) until
//     the 200th card is in the DOM — React's share, apart from the network and the server.
// Needs a built client (`npm run build`). Times depend on the machine and its load (printed).
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { tokyoClock, tokyoInstant } from "../server/src/lib/tokyo-time.js";
import { chromiumExecutablePath } from "../tests/e2e/chromium.mjs";
import { insertOrder } from "../tests/integration/board/helpers.js";
import { startApp, TEST_ADMIN } from "../tests/setup/start-app.js";
import { machine } from "./report.js";

const ORDERS = 200;
const LOADS = 5;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * Records when the board first shows `count` order cards, before any script of the page runs. A
 * string: a function would be sent as tsx compiled it, with helpers the page does not have.
 */
const watchCards = (count: number) => `
  new MutationObserver(() => {
    if (window.__cardsAt) return;
    if (document.querySelectorAll('[data-testid="order-card"]').length >= ${count}) {
      window.__cardsAt = performance.now();
    }
  }).observe(document, { childList: true, subtree: true });
`;

export async function runBoardBench() {
  const host = await machine();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "karaage-bench-"));
  console.log(`Starting the app on a fresh embedded database with ${ORDERS} open orders for today…`);
  const app = await startApp({ dataDir, migrate: true });
  const browser = await chromium.launch({
    executablePath: chromiumExecutablePath(),
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  try {
    const today = tokyoClock(new Date()).date;
    for (let i = 0; i < ORDERS; i++) {
      // Spread over the day's slots, every status the kitchen still works on.
      const slot = tokyoInstant(today, 11 * 60 + (i % 40) * 15);
      const status = (["RECEIVED", "PRINTING", "READY"] as const)[i % 3];
      await insertOrder(app.db.prisma, slot, { status, lastName: `客${i}` });
    }
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
    await context.addInitScript(watchCards(ORDERS));
    const page = await context.newPage();
    await page.goto(`${app.url}/admin/login`);
    await page.getByLabel("メールアドレス").fill(TEST_ADMIN.email);
    await page.getByLabel("パスワード").fill(TEST_ADMIN.password);
    await page.getByRole("button", { name: "ログイン" }).click();
    await page.waitForURL(/\/admin\/order\/today$/);

    const loads: number[] = [];
    const renders: number[] = [];
    for (let run = 0; run <= LOADS; run++) {
      await page.goto(`${app.url}/admin/order/today`);
      await page
        .waitForFunction(() => (window as { __cardsAt?: number }).__cardsAt !== undefined, null, {
          timeout: 60_000,
        })
        .catch(async (error: unknown) => {
          const shown = await page.locator('[data-testid="order-card"]').count();
          throw new Error(`the board showed ${shown} of ${ORDERS} cards at ${page.url()}: ${String(error)}`);
        });
      const { cardsAt, answeredAt } = await page.evaluate(() => {
        const cardsAt = (window as { __cardsAt?: number }).__cardsAt ?? 0;
        const answers = performance
          .getEntriesByType("resource")
          .filter(
            (e) => e.name.includes("/graphql") && (e as PerformanceResourceTiming).responseEnd <= cardsAt,
          )
          .map((e) => (e as PerformanceResourceTiming).responseEnd);
        return { cardsAt, answeredAt: Math.max(0, ...answers) };
      });
      if (run === 0) continue; // warm-up: caches, JIT
      loads.push(cardsAt);
      renders.push(cardsAt - answeredAt);
    }

    console.log(
      [
        `| Board, ${ORDERS} open orders, 1024×768 | median ms | min ms | max ms |`,
        "| --- | ---: | ---: | ---: |",
        `| load → ${ORDERS} cards | ${median(loads).toFixed(0)} | ${Math.min(...loads).toFixed(0)} | ${Math.max(...loads).toFixed(0)} |`,
        `| render (answer → ${ORDERS} cards) | ${median(renders).toFixed(0)} | ${Math.min(...renders).toFixed(0)} | ${Math.max(...renders).toFixed(0)} |`,
        "",
        `${LOADS} loads after a warm-up on ${host.nproc} × ${host.cpu}, Node ${host.node}, 1-min load average ${host.load.toFixed(1)}; embedded database.`,
      ].join("\n"),
    );
  } finally {
    await browser.close();
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
