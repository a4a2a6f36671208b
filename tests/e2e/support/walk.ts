// Walking many screens of the single-page app in one page (decision 0059): the app's own router
// shows each screen, as a click on a link would, instead of a page.goto that loads the document,
// starts the app and refreshes the sign-in per screen. What is then checked is the same screen.
import { expect, type Page } from "./test";

const LEFT = "data-walk-left";
/** What shows that a staff screen is there: its heading. */
export const STAFF_SCREEN = ["main h1", "main h2", "h1"];

/**
 * Counts the page's requests under way, so that a walk can wait for the screen's data as
 * `waitForLoadState("networkidle")` does after a document load (it does not wait again after an
 * in-app navigation). Call before the first screen.
 */
export function trackRequests(page: Page): { quiet: () => Promise<void> } {
  let open = 0;
  let last = Date.now();
  page.on("request", () => {
    open += 1;
    last = Date.now();
  });
  const done = () => {
    open = Math.max(0, open - 1);
    last = Date.now();
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return {
    // No request under way for half a second, networkidle's own rule.
    quiet: () =>
      expect
        .poll(() => open === 0 && Date.now() - last >= 500, { intervals: [100], timeout: 20_000 })
        .toBe(true),
  };
}

/**
 * Shows `path` through the app's router (a history entry and the popstate it listens to), waits for
 * one of `shown` (selectors) that was not on the screen before (the previous screen has gone) and
 * for the screen's requests to end. Fails if the app went elsewhere (a sign-in page, a redirect).
 */
export async function showInApp(
  page: Page,
  path: string,
  requests: { quiet: () => Promise<void> },
  shown = STAFF_SCREEN,
) {
  const already = new URL(page.url()).pathname === path;
  if (!already) {
    await page.evaluate(
      ([to, left, marked]) => {
        for (const el of Array.from(document.querySelectorAll(marked))) el.setAttribute(left, "");
        const idx = (window.history.state?.idx ?? 0) + 1;
        const key = Math.random().toString(36).slice(2, 10);
        window.history.pushState({ usr: null, key, idx }, "", to);
        window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
      },
      [path, LEFT, shown.join(", ")] as const,
    );
  }
  const fresh = shown.map((s) => `${s}:not([${LEFT}])`).join(", ");
  await expect(page.locator(fresh).first()).toBeVisible({
    timeout: 20_000,
  });
  await requests.quiet();
  expect(new URL(page.url()).pathname, "the screen walked to").toBe(path);
}
