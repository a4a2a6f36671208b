import { SUCCESS_MESSAGE_MS } from "../../shared/constants";
import { expect, test, testNow } from "./support/test";

test("the success message stays for 3 seconds, then goes", async ({ page }) => {
  // The page's own clock, paused once the page is up: timers run only when the test says so. It
  // starts at the run's time: under E2E_CLOCK (e.g. 04:00 Tokyo) that can be hours before the real one.
  await page.clock.install({ time: testNow() });
  await page.goto("/order");
  await page.clock.pauseAt(testNow().getTime() + 60_000);
  await page.getByRole("button", { name: /テイクアウト/ }).click();
  const card = page
    .getByTestId("product-card")
    .filter({ has: page.getByRole("heading", { name: /唐揚げ/ }) })
    .first();
  const name = (await card.getByRole("heading", { level: 3 }).textContent()) ?? "";
  await card.getByRole("button", { name: /カートに入れる/ }).click();
  const dialog = page.getByRole("dialog", { name });
  await dialog.getByRole("group", { name: /種類/ }).locator("label").first().click();
  await dialog.getByRole("button", { name: "カートに入れる" }).click();
  const message = page.getByRole("status").filter({ hasText: "カートに追加しました" });
  await expect(message).toBeVisible();
  await page.clock.runFor(SUCCESS_MESSAGE_MS - 100);
  await expect(message).toBeVisible();
  await page.clock.runFor(200);
  await expect(message).toBeHidden();
});
