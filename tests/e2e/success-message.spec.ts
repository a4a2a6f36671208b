import { SUCCESS_MESSAGE_MS } from "../../shared/constants";
import { addFirstKaraage } from "./support/checkout";
import { expect, test, testNow } from "./support/test";

test("the success message stays for 3 seconds, then goes", async ({ page }) => {
  // The page's own clock, paused once the page is up: timers run only when the test says so. It
  // starts at the run's time: under E2E_CLOCK (e.g. 04:00 Tokyo) that can be hours before the real one.
  await page.clock.install({ time: testNow() });
  await page.goto("/order");
  await page.clock.pauseAt(testNow().getTime() + 60_000);
  await page.getByRole("button", { name: /テイクアウト/ }).click();
  await addFirstKaraage(page);
  const message = page.getByRole("status").filter({ hasText: "カートに追加しました" });
  await expect(message).toBeVisible();
  await page.clock.runFor(SUCCESS_MESSAGE_MS - 100);
  await expect(message).toBeVisible();
  await page.clock.runFor(200);
  await expect(message).toBeHidden();
});
