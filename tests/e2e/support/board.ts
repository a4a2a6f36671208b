// Staff boards in the browser tests: signing in and opening a board (a guest's takeout order, the
// order a board must show, is placeTakeoutOrder in ./checkout).
import { type Browser, type BrowserContext, expect, type Page } from "@playwright/test";
import { field } from "./accounts";

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
