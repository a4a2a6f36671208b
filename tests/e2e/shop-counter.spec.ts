import { field } from "./support/accounts";
import { expect, type Page, test } from "./support/test";

const ADMIN = { email: "admin@karaage.example", password: "karaage-admin-2026" };

async function signIn(page: Page) {
  await page.goto("/admin/login");
  await field(page, "メールアドレス").fill(ADMIN.email);
  await field(page, "パスワード").fill(ADMIN.password);
  await page.getByRole("button", { name: "ログイン" }).click();
  await expect(page).toHaveURL(/\/admin\/order\/today$/);
}

async function openBoard(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId("connection-state")).toHaveText("接続中");
}

/** On /shop/menu: the first karaage with its first option and, when offered, a topping. */
async function addKaraage(page: Page) {
  const card = page
    .getByTestId("product-card")
    .filter({ has: page.getByRole("heading", { name: /唐揚げ/ }) })
    .first();
  const name = (await card.getByRole("heading", { level: 3 }).textContent()) ?? "";
  await card.getByRole("button", { name: /カートに入れる/ }).click();
  const dialog = page.getByRole("dialog", { name });
  await dialog.getByRole("group", { name: /種類/ }).locator("label").first().click();
  const groups = dialog.getByRole("group");
  if ((await groups.count()) > 1) {
    const toppings = groups.nth(1).locator("label");
    if ((await toppings.count()) > 1) await toppings.nth(1).click();
  }
  await dialog.getByRole("button", { name: "カートに入れる" }).click();
  await expect(dialog).toBeHidden();
  return name;
}

const cardOn = (board: Page, code: string) =>
  board.locator(`[data-testid="order-card"][data-code="${code}"]`);

test("staff take a counter order and a phone order at /shop; both appear live on the boards", async ({
  page,
  browser,
}) => {
  await signIn(page);
  const boards = await browser.newContext();
  const today = await boards.newPage();
  await signIn(today);
  await openBoard(today, "/admin/order/today");
  const reserve = await boards.newPage();
  await openBoard(reserve, "/admin/order/reserve");

  // The counter: the shop header shows the running total from the server's quote.
  await page.goto("/shop/menu");
  await expect(page.getByRole("link", { name: /管理|ダッシュボード/ })).toHaveCount(0);
  const productName = await addKaraage(page);
  await expect(page.getByTestId("shop-running-total")).toContainText(/1点.*[1-9][\d,]*円/);
  await page.getByRole("link", { name: "カート", exact: true }).click();
  await expect(page.getByTestId("shop-line")).toHaveCount(1);
  await page.getByRole("button", { name: `${productName}を1つ増やす` }).click();
  await expect(page.getByTestId("shop-running-total")).toContainText("2点");
  await page.getByRole("link", { name: "お客様情報へ進む" }).click();
  await page.getByRole("textbox", { name: /お呼びするお名前/ }).fill("カラアゲ");
  // Pickup now needs an open shop; at any hour a chosen slot works.
  await page.getByRole("radio", { name: "時間を指定" }).check();
  const slot = page.getByRole("combobox", { name: "受け取り日時" });
  await expect(slot.locator("option")).not.toHaveCount(1);
  await slot.selectOption({ index: 1 });
  await page.getByRole("radio", { name: "カード" }).check();
  await page.getByRole("button", { name: "確認へ進む" }).click();
  await expect(page.getByText("カード（店頭でお預かり）")).toBeVisible();
  await page.getByRole("button", { name: "注文を確定する" }).click();
  await expect(page).toHaveURL(/\/shop\/purchase$/);
  const code = (await page.getByTestId("shop-call-number").textContent()) ?? "";
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  if (process.env.SHOP_SCREENSHOTS) await page.screenshot({ path: "test-results/shop-purchase-768.png" });
  await expect(page.getByText(productName).first()).toBeVisible();

  await expect
    .poll(async () => (await cardOn(today, code).count()) + (await cardOn(reserve, code).count()))
    .toBe(1);
  const board = (await cardOn(today, code).count()) ? today : reserve;
  await expect(cardOn(board, code)).toContainText("店頭・カード済");
  await expect(cardOn(board, code)).toContainText("カラアゲ");

  // A tap returns to the menu with an empty counter cart.
  await page.getByRole("button", { name: "次のご注文へ" }).click();
  await expect(page).toHaveURL(/\/shop\/menu$/);
  await expect(page.getByTestId("shop-running-total")).toContainText("0点");

  // A phone order at a later slot, with an invalid number first.
  await addKaraage(page);
  await page.goto("/shop/cart");
  await page.getByRole("link", { name: "お客様情報へ進む" }).click();
  await page.getByRole("radio", { name: "電話" }).check();
  await page.getByRole("textbox", { name: /お名前/ }).fill("電話 花子");
  await page.getByRole("textbox", { name: /携帯電話番号/ }).fill("0821234567");
  const later = page.getByRole("combobox", { name: "受け取り日時" });
  await expect(later.locator("option")).not.toHaveCount(1);
  const options = await later.locator("option").count();
  await later.selectOption({ index: options - 1 });
  await page.getByRole("button", { name: "確認へ進む" }).click();
  await expect(page.getByText("正しい携帯電話番号を入力してください")).toBeVisible();
  await expect(page.getByRole("textbox", { name: /携帯電話番号/ })).toBeFocused();
  await page.getByRole("textbox", { name: /携帯電話番号/ }).fill("08012345678");
  await page.getByRole("button", { name: "確認へ進む" }).click();
  await page.getByRole("button", { name: "注文を確定する" }).click();
  await expect(page).toHaveURL(/\/shop\/purchase$/);
  const phoneCode = (await page.getByTestId("shop-call-number").textContent()) ?? "";
  // The last slot offered is on a later day: the reserve board.
  await expect(cardOn(reserve, phoneCode)).toContainText("電話");
  await expect(cardOn(reserve, phoneCode)).toContainText("電話 花子");
  await expect(cardOn(today, phoneCode)).toHaveCount(0);
  await boards.close();
});

test("an anonymous visitor opening /shop is sent to the administrator login", async ({ page }) => {
  await page.goto("/shop/menu");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

// Look at the counter's screens (SHOP_SCREENSHOTS=1): tablet portrait, landscape and a staff PC.
test("screenshots of the shop screens", async ({ page }) => {
  test.skip(!process.env.SHOP_SCREENSHOTS, "only when asked for");
  await signIn(page);
  await page.goto("/shop/menu");
  await addKaraage(page);
  await addKaraage(page);
  for (const [width, height] of [
    [768, 1024],
    [1024, 768],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const path of ["/shop/menu", "/shop/cart", "/shop/cart/info"]) {
      await page.goto(path);
      await expect(page.getByTestId("shop-running-total")).toContainText("円");
      const name = path.replaceAll("/", "-").slice(1);
      await page.screenshot({ path: `test-results/${name}-${width}.png` });
    }
  }
});
