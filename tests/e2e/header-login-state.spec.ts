import { HEADER_LINKS } from "../../shared/constants";
import { signUpAndConfirm, uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/test";

test.describe(() => {
  test.skip(({ isMobile }) => isMobile, "small screens list both links in the slide-out menu");
  test("on wide screens the header shows マイページ when logged in and ログイン after logging out", async ({
    page,
  }, testInfo) => {
    const nav = page.getByRole("banner").getByRole("navigation", { name: "メインメニュー" });
    const login = nav.getByRole("link", { name: HEADER_LINKS.login.name, exact: true });
    const mypage = nav.getByRole("link", { name: HEADER_LINKS.mypage.name, exact: true });

    await page.goto("/");
    await expect(login).toBeVisible();
    await expect(mypage).toHaveCount(0);

    // Confirming the sign-up logs in: the header switches without a reload.
    await signUpAndConfirm(page, uniqueEmail("header", testInfo.project.name));
    await expect(mypage).toBeVisible();
    await expect(login).toHaveCount(0);

    await mypage.click();
    // The button moves down when the profile arrives: wait for it, so the click lands on the button.
    await expect(page.getByRole("main").getByText("山田 花子")).toBeVisible();
    await page.getByRole("main").getByRole("button", { name: "ログアウト" }).click();
    await expect(login).toBeVisible();
    await expect(mypage).toHaveCount(0);
  });
});

test.describe(() => {
  test.skip(({ isMobile }) => !isMobile, "the slide-out menu is the phone's");
  test("on a phone the slide-out menu hides ログイン when logged in, and logging out says so", async ({
    page,
  }, testInfo) => {
    await signUpAndConfirm(page, uniqueEmail("slide-menu", testInfo.project.name));
    await page.goto("/");
    await page.getByRole("button", { name: "メニューを開く" }).click();
    const menu = page.getByRole("dialog", { name: "メニュー" });
    await expect(menu.getByRole("link", { name: HEADER_LINKS.mypage.name, exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: HEADER_LINKS.login.name, exact: true })).toHaveCount(0);
    await menu.getByRole("link", { name: HEADER_LINKS.mypage.name, exact: true }).click();
    await expect(page.getByRole("main").getByText("山田 花子")).toBeVisible();
    await page.getByRole("main").getByRole("button", { name: "ログアウト" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("status").filter({ hasText: "ログアウトしました" })).toBeVisible();
    await page.getByRole("button", { name: "メニューを開く" }).click();
    await expect(menu.getByRole("link", { name: HEADER_LINKS.login.name, exact: true })).toBeVisible();
  });
});
