import { HEADER_LINKS } from "../../shared/constants";
import { expect, test } from "./support/test";

test("the header offers ログイン and no マイページ link to a visitor who is not logged in", async ({
  page,
  isMobile,
}) => {
  await page.goto("/");
  let nav = page.getByRole("banner").getByRole("navigation", { name: "メインメニュー" });
  if (isMobile) {
    // Small screens show every link, login and my page alike, in the slide-out menu.
    await page.getByRole("button", { name: "メニューを開く" }).click();
    nav = page.getByRole("dialog", { name: "メニュー" });
  }

  const login = nav.getByRole("link", { name: HEADER_LINKS.login.name, exact: true });
  await expect(login).toBeVisible();
  await expect(login).toHaveAttribute("href", HEADER_LINKS.login.link);
  if (!isMobile) await expect(nav.getByRole("link", { name: HEADER_LINKS.mypage.name })).toHaveCount(0);
});
