// Decision 0029: /menu arrives with its menu rendered by the server. A phone shows the cards and
// prices before any of the app's scripts has run; then the app renders the same page over them in
// one commit (never the loading state) and the page works as before.
import { pageTitle } from "../../shared/constants";
import { expect, type Route, test } from "./support/test";

interface ApiMenu {
  categories: { name: string; products: { name: string }[] }[];
}

test("the menu shows before the scripts run, and the app takes it over without a loading state", async ({
  page,
  request,
}) => {
  const menu = (await (await request.post("/api/products", { data: {} })).json()) as ApiMenu;
  const first = menu.categories.find((c) => c.products.length > 0);
  expect(first).toBeTruthy();
  const productName = first!.products[0]!.name;

  // The app's scripts are held until the server's page has been checked.
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.*\.js$/, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  // Once the live socket is open, the menu is read again on purpose (a change made before it listened).
  let socketOpened = false;
  page.on("websocket", () => {
    socketOpened = true;
  });
  let menuRequests = 0;
  page.on("request", (req) => {
    if (!socketOpened && req.url().endsWith("/graphql") && req.postData()?.includes('"MenuPage"'))
      menuRequests += 1;
  });
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector(".menu-page__loading"))
        (window as unknown as { sawLoading: boolean }).sawLoading = true;
    }).observe(document, { subtree: true, childList: true });
  });

  await page.goto("/menu", { waitUntil: "domcontentloaded" });
  const card = page
    .getByTestId("product-card")
    .filter({ has: page.getByRole("heading", { level: 3, name: productName, exact: true }) });
  await expect(card).toBeVisible();
  await expect(card.getByTestId("product-price")).toContainText("円");
  await expect(page.getByRole("heading", { level: 2, name: first!.name, exact: true })).toBeVisible();
  expect(await page.title()).toBe(pageTitle("メニュー"));
  // Its controls wait for the app (a tap is not lost on a button without its handler).
  await expect(page.getByRole("tab", { name: "からあげ" })).toBeDisabled();
  await expect(card.getByRole("button")).toBeDisabled();
  // The scripts were asked for only after the first paint, and none has run.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => "__karaagePrefetch" in window)).toBe(false);

  // A visitor scrolls the menu before the app has loaded: the app keeps the place.
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const scrolled = await page.evaluate(() => window.scrollY);

  released = true;
  for (const route of held.splice(0)) await route.continue();
  await expect(page.locator("#root")).not.toHaveAttribute("data-prerendered");
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(2);

  // The app now drives the page: a filter tab filters, with the URL.
  const karaage = page.getByRole("tab", { name: "からあげ" });
  await expect(async () => {
    await karaage.click();
    await expect(page).toHaveURL(/[?&]tab=/, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(karaage).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "すべて" })).toHaveAttribute("aria-selected", "false");
  expect(await page.evaluate(() => (window as unknown as { sawLoading?: boolean }).sawLoading ?? false)).toBe(
    false,
  );
  // The menu came with the page: until the socket opened, nothing asked the server for it.
  expect(menuRequests).toBe(0);
});
