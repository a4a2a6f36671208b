// Decision 0031: moving between pages. A new page (or the same one again) starts at the top, going
// back returns to where the page was scrolled, a filter keeps the place; while the next page's code
// loads the page stays and the progress bar runs; a page whose code cannot load shows the error
// inside the layout.
import { pageTitle } from "../../shared/constants";
import { expect, type Page, type Route, test } from "./support/test";

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Waits until the app drives /menu (the server's markup has been taken over). */
async function openMenu(page: Page) {
  await page.goto("/menu");
  await expect(page.locator("#root")).not.toHaveAttribute("data-prerendered");
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  await expect(page.getByRole("tab", { name: "からあげ" })).toBeEnabled();
  // Its photos and web fonts have settled: a late font changes the page's height under the reader.
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

const footerLink = (page: Page, name: string) => page.getByRole("contentinfo").getByRole("link", { name });

test("a new page starts at the top, and back and forward return to where each page was", async ({ page }) => {
  // A page whose length other specs do not change (they add and remove products on the menu).
  await page.goto("/terms/law");
  const heading = page.getByRole("heading", { level: 1, name: "特定商取引法に基づく表記" });
  await expect(heading).toBeVisible();
  const contact = footerLink(page, "お問い合わせ");
  await contact.scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  const lawY = await scrollY(page);

  await contact.click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1, name: "お問い合わせ" })).toBeVisible();
  expect(await scrollY(page)).toBe(0);
  await expect(page).toHaveTitle(pageTitle("お問い合わせ"));

  await page.goBack();
  await expect(heading).toBeAttached();
  await expect(page).toHaveTitle(pageTitle("特定商取引法に基づく表記"));
  await expect.poll(async () => Math.abs((await scrollY(page)) - lawY)).toBeLessThanOrEqual(2);

  await page.goForward();
  await expect(page.getByRole("heading", { level: 1, name: "お問い合わせ" })).toBeVisible();
  expect(await scrollY(page)).toBe(0);
});

test("following a link to the page already shown goes back to its top", async ({ page }) => {
  await page.goto("/terms/law");
  await expect(page.getByRole("heading", { level: 1, name: "特定商取引法に基づく表記" })).toBeVisible();
  const self = footerLink(page, "特定商取引法に基づく表記");
  await self.scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  await self.click();
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(page).toHaveURL(/\/terms\/law$/);
});

test("choosing a filter changes the address and keeps the place on the page", async ({ page }) => {
  await openMenu(page);
  await page.mouse.wheel(0, 120);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(60);
  const tab = page.getByRole("tab", { name: "からあげ" });
  await expect(tab).toBeInViewport();
  const before = await scrollY(page);

  await tab.click();
  await expect(page).toHaveURL(/[?&]tab=/);
  await expect(tab).toHaveAttribute("aria-selected", "true");
  expect(Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(2);
});

/**
 * The scripts `page` has asked for so far (from the start of the test). Not from the Performance
 * API: under E2E_CLOCK the page's `performance` is the test clock's.
 */
function scriptsAskedFor(page: Page): Set<string> {
  const asked = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script") asked.add(request.url());
  });
  return asked;
}

/** From now on, every script not in `loaded` is held (or refused) by `handle`. */
async function interceptNewScripts(page: Page, loaded: Set<string>, handle: (route: Route) => void) {
  const known = new Set(loaded);
  await page.route(/\/assets\/.*\.js$/, (route) =>
    known.has(route.request().url()) ? route.continue() : handle(route),
  );
}

test("while the next page's code loads, the page stays on screen and the progress bar runs", async ({
  page,
}) => {
  const asked = scriptsAskedFor(page);
  await page.goto("/");
  const hero = page.getByRole("heading", { level: 1 }).first();
  await expect(hero).toBeVisible();
  await page.waitForLoadState("networkidle");
  const held: Route[] = [];
  await interceptNewScripts(page, asked, (route) => held.push(route));

  await footerLink(page, "お問い合わせ").click();
  const progress = page.getByRole("progressbar", { name: "ページを読み込んでいます" });
  await expect(progress).toBeVisible();
  await expect(hero).toBeVisible();
  expect(held.length).toBeGreaterThan(0);

  for (const route of held.splice(0)) await route.continue();
  await page.unroute(/\/assets\/.*\.js$/);
  await expect(page.getByRole("heading", { level: 1, name: "お問い合わせ" })).toBeVisible();
  await expect(progress).toBeHidden();
  await expect(page).toHaveTitle(pageTitle("お問い合わせ"));
});

test("a page whose code cannot load shows the error inside the layout", async ({ page }) => {
  const asked = scriptsAskedFor(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  await interceptNewScripts(page, asked, (route) => void route.abort());

  await footerLink(page, "お問い合わせ").click();
  // The page reloads once for a newer build, then says what happened; the header stays usable.
  await expect(page.getByText("ページの読み込みに失敗しました。再読み込みしてください。")).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(footerLink(page, "メニュー")).toBeVisible();
});
