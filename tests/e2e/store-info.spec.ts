// Issue 26 point 12: the store page has a tappable phone number, parking for car pickups and a map
// link; the shop's closed days (臨時休業) show on the home and store pages.
import { SHOP } from "../../shared/constants";
import { expect, test } from "./support/test";

test("the store page offers a tel: link, parking, a map and the coming closed days", async ({ page }) => {
  await page.goto("/store");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: SHOP.phone })).toHaveAttribute("href", "tel:0821234567");
  await expect(main.getByText(SHOP.parking)).toBeVisible();
  await expect(main.getByRole("link", { name: /地図で見る/ })).toHaveAttribute("href", SHOP.mapUrl);
  // The demo shop is closed ten days from its seeding for maintenance.
  const notice = main.getByRole("region", { name: "お休みのお知らせ" });
  await expect(notice).toContainText("設備点検のため臨時休業");

  await page.goto("/");
  await expect(page.getByRole("region", { name: "お休みのお知らせ" })).toContainText(
    "設備点検のため臨時休業",
  );
});
