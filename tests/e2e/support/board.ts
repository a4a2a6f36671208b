// Staff boards in the browser tests: signing in, opening a board, and a guest's takeout order
// placed through the storefront (the order the board must show).
import { type Browser, type BrowserContext, expect, type Page } from "@playwright/test";
import { field } from "./accounts";
import { fillGuestCheckout } from "./checkout";

export const ADMIN = { email: "admin@karaage.example", password: "karaage-admin-2026", name: "大田 健一" };

/** A new browser context signed in to the back office (the first page is returned, on today's board). */
export async function staffContext(
  browser: Browser,
  credentials: { email: string; password: string } = ADMIN,
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto("/admin/login");
  await field(page, "メールアドレス").fill(credentials.email);
  await field(page, "パスワード").fill(credentials.password);
  await page.getByRole("button", { name: "ログイン" }).click();
  await expect(page).toHaveURL(/\/admin\/order\/today$/);
  return { context, page };
}

/** Opens a board and waits until its subscription is live. */
export async function openBoard(page: Page, path: "/admin/order/today" | "/admin/order/reserve") {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("connection-state")).toHaveText("接続中", { timeout: 20_000 });
}

/** The order's card on a board. */
export const cardOn = (board: Page, code: string) =>
  board.locator(`[data-testid="order-card"][data-code="${code}"]`);

/** A guest orders one karaage for takeout, paying at the shop; returns the order code. */
export async function placeTakeoutOrder(page: Page, email = "board.guest@example.jp"): Promise<string> {
  await page.goto("/order");
  await page.getByRole("button", { name: /テイクアウト/ }).click();
  const card = page
    .getByTestId("product-card")
    .filter({ has: page.getByRole("heading", { name: /唐揚げ/ }) })
    .first();
  const productName = (await card.getByRole("heading", { level: 3 }).textContent()) ?? "";
  await card.getByRole("button", { name: /カートに入れる/ }).click();
  const dialog = page.getByRole("dialog", { name: productName });
  await dialog.getByRole("group", { name: /種類/ }).locator("label").first().click();
  await dialog.getByRole("button", { name: "カートに入れる" }).click();
  await expect(page.getByTestId("cart-count").filter({ visible: true })).toHaveText(/^1/);

  await page.goto("/cart");
  await page.getByRole("button", { name: "ご注文手続きへ進む" }).click();
  await fillGuestCheckout(page, {
    lastName: "板野",
    firstName: "厨子",
    lastNameKana: "イタノ",
    firstNameKana: "ズシ",
    email,
    tel: "09098765432",
  });
  await page.getByRole("checkbox", { name: /に同意する/ }).check();
  await page.getByRole("button", { name: "ご注文内容の確認へ" }).click();
  await page.getByRole("button", { name: "注文を確定する" }).click();
  await expect(page).toHaveURL(/\/confirm\/purchase\?code=[A-Z0-9]{6}$/);
  return new URL(page.url()).searchParams.get("code") ?? "";
}
