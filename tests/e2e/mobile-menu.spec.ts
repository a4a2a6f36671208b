// Runs in the `mobile` project only (see playwright.config.ts).

import { HEADER_LINKS } from "../../shared/constants";
import { expect, test } from "./support/test";

test("the slide-out menu opens from the header and closes when a link navigates", async ({ page }) => {
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "メニューを開く" });
  const drawer = page.getByRole("dialog", { name: "メニュー" });
  await expect(drawer).toBeHidden();

  await toggle.click();
  await expect(drawer).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");

  await drawer.getByRole("link", { name: HEADER_LINKS.menu.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${HEADER_LINKS.menu.link}$`));
  await expect(drawer).toBeHidden();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
});

test("the slide-out menu closes with its close button without navigating", async ({ page }) => {
  await page.goto("/menu");
  await page.getByRole("button", { name: "メニューを開く" }).click();
  const drawer = page.getByRole("dialog", { name: "メニュー" });
  await expect(drawer).toBeVisible();

  await drawer.getByRole("button", { name: "メニューを閉じる" }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/menu$/);
});
