// The e2e specs' `test`: Playwright's, with every browser context's clock following the server's.
// The whole run has a fixed clock (decision 0021, 0037): the main apps read E2E_CLOCK (by default a
// Thursday at 12:30 Tokyo, set in playwright.config.ts), and each clock project (at-0900, at-2130)
// has an app of its own at its own time, named in the project's `metadata.clock`. Every clock reads
// its start at E2E_CLOCK_ANCHOR (the real moment playwright.config.ts was read) and flows on at
// the real pace, so the server, the pages and the spec agree to the millisecond.
import { type BrowserContext, test as base } from "@playwright/test";

export * from "@playwright/test";

/** The start of the clock this test runs under: its project's, else the run's (null: real time). */
function clockStart(): number | null {
  let fromProject: unknown;
  try {
    fromProject = base.info().project.metadata?.clock;
  } catch {
    // Outside a test (a global setup, a helper at load time): the run's clock.
  }
  const raw = typeof fromProject === "string" ? fromProject : process.env.E2E_CLOCK;
  const start = raw ? Date.parse(raw) : Number.NaN;
  return Number.isNaN(start) ? null : start;
}

/** The run's fixed time now, or null when the run uses the real clock (E2E_CLOCK=real). */
export function e2eNow(): Date | null {
  const start = clockStart();
  const anchor = Number(process.env.E2E_CLOCK_ANCHOR);
  if (start === null || !Number.isFinite(anchor)) return null;
  return new Date(start + (Date.now() - anchor));
}

/** Now as the server sees it: the run's fixed time, or the real time. Specs compute days and times
 * from this, never from Date.now(), so that they agree with the server. */
export function testNow(): Date {
  return e2eNow() ?? new Date();
}

/** Where in the shop's day this test runs (the demo shop: takeout from 11:00, online orders for
 * today until 20:10), or null between those phases. The clock projects sit well inside one phase
 * each, so a spec's branch is chosen by the project, never by the hour the suite happens to run. */
export type DayPhase = "before-opening" | "midday" | "after-last-slot";
export function dayPhase(now = testNow()): DayPhase | null {
  const [hour = 0, minute = 0] = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Asia/Tokyo",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })
    .format(now)
    .split(":")
    .map(Number);
  const minutes = hour * 60 + minute;
  if (minutes < 10 * 60 + 30) return "before-opening";
  if (minutes >= 11 * 60 + 15 && minutes < 19 * 60) return "midday";
  if (minutes >= 21 * 60) return "after-last-slot";
  return null;
}

/** Screenshots taken for a person to look at (they assert nothing): only when asked for with
 * E2E_SCREENSHOTS=1 (or SHOP_SCREENSHOTS=1, the counter's), as encoding full pages costs seconds
 * of CPU per run (decision 0059). A failing test still gets its screenshot (playwright.config.ts). */
export const lookScreenshots = process.env.E2E_SCREENSHOTS === "1" || Boolean(process.env.SHOP_SCREENSHOTS);

const following = new WeakSet<BrowserContext>();

async function followServerClock(context: BrowserContext): Promise<void> {
  const now = e2eNow();
  if (!now || following.has(context)) return;
  following.add(context);
  // Installed before any page opens; the page's timers then run in real time from `now`.
  await context.clock.install({ time: now });
}

export const test = base.extend<object, { clockedBrowser: undefined }>({
  clockedBrowser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await followServerClock(context);
        return context;
      };
      await use(undefined);
      browser.newContext = newContext;
    },
    { scope: "worker", auto: true },
  ],
  context: async ({ context }, use) => {
    await followServerClock(context);
    await use(context);
  },
});
