// The e2e specs' `test`: Playwright's, with the browser's clock following the server's when the run
// fixes it (E2E_CLOCK, decision 0021). Every context, the default one and those a spec opens with
// browser.newContext(), reads the same time as the server: E2E_CLOCK at E2E_CLOCK_ANCHOR (the
// real moment playwright.config.ts was read), flowing on at the real pace.
import { type BrowserContext, test as base } from "@playwright/test";

export * from "@playwright/test";

/** The run's fixed time now, or null when the run uses the real clock. */
export function e2eNow(): Date | null {
  const start = process.env.E2E_CLOCK ? Date.parse(process.env.E2E_CLOCK) : Number.NaN;
  const anchor = Number(process.env.E2E_CLOCK_ANCHOR);
  if (Number.isNaN(start) || !Number.isFinite(anchor)) return null;
  return new Date(start + (Date.now() - anchor));
}

/** Now as the server sees it: the run's fixed time, or the real time. Specs compute days and times
 * from this, never from Date.now(), so that they agree with the server under E2E_CLOCK. */
export function testNow(): Date {
  return e2eNow() ?? new Date();
}

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
