// The cart and the info step warn as soon as the server's quote knows: an item not offered for the
// chosen method (named, removed in one tap), the area's fee and minimum once the postal code is
// known, and an address outside every area right when its postal code is typed.
import { addToCart } from "./support/checkout";
import { expect, type Page, test } from "./support/test";

async function chooseMethod(page: Page, method: "テイクアウト" | "デリバリー") {
  await page.goto("/order");
  await page.getByRole("button", { name: new RegExp(method) }).click();
  await expect(page.getByTestId("order-method")).toHaveText(method);
}

test("the cart names an item not offered for delivery and removes it in one tap", async ({ page }) => {
  // 砂肝の唐揚げ is takeout only (prisma/seed/demo-data.ts).
  await addToCart(page, "テイクアウト", "砂肝の唐揚げ");
  await addToCart(page, "テイクアウト", "からあげ弁当");
  await chooseMethod(page, "デリバリー");
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(2);
  const problems = page.getByTestId("quote-problems");
  const line = problems.getByTestId("quote-problem-line");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText("「砂肝の唐揚げ」はデリバリーではご注文いただけません");
  await expect(page.getByRole("button", { name: "ご注文手続きへ進む" })).toBeDisabled();

  await line.getByRole("button", { name: /^カートから削除\s*（砂肝の唐揚げ）$/ }).click();
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("cart-line")).toContainText("からあげ弁当");
  await expect(page.getByText("デリバリーではご注文いただけません")).toHaveCount(0);
  // The public list of areas with their fees and minimums is at hand in the cart.
  const areas = page.getByTestId("delivery-areas");
  await areas.locator("summary").click();
  await expect(areas.getByRole("row").filter({ hasText: "広島市南区" })).toContainText("2,000円");
});

test("the info step shows the area's fee and minimum once the postal code is known, from the server's quote", async ({
  page,
}) => {
  await addToCart(page, "デリバリー", "からあげ弁当");
  await page.goto("/cart/info");
  await expect(page.getByRole("heading", { name: "お客様情報の入力" })).toBeVisible();
  // The area's row in the public list: the fee and minimum the quote must then apply.
  const areas = page.getByTestId("delivery-areas");
  await areas.locator("summary").click();
  const row = areas.getByRole("row").filter({ hasText: "広島市南区" });
  const [fee, minimum] = await Promise.all([
    row.locator("td").nth(1).textContent(),
    row.locator("td").nth(2).textContent(),
  ]);
  expect(minimum).toBe("2,000円");

  // 7320821 is 広島市南区大須賀町; nothing else is typed yet.
  await page.getByRole("textbox", { name: "郵便番号" }).first().fill("7320821");
  const terms = page.getByTestId("delivery-terms");
  await expect(terms).toContainText("広島市南区");
  await expect(terms).toContainText(`配達料 ${fee}`);
  await expect(terms).toContainText("最低注文金額 2,000円");
  await expect(page.getByTestId("quote-problems")).toContainText(
    "広島市南区への配達は2,000円（税込）以上のご注文で承ります",
  );
  // Another area: its own terms (中区: free delivery, 1,500円).
  await page.getByRole("textbox", { name: "郵便番号" }).first().fill("7300011");
  await expect(terms).toContainText("広島市中区");
  await expect(terms).toContainText("最低注文金額 1,500円");
});

test("the info step says an address is outside every area as soon as its postal code is typed", async ({
  page,
}) => {
  await addToCart(page, "デリバリー", "からあげ弁当");
  await page.goto("/cart/info");
  const postal = page.getByRole("textbox", { name: "郵便番号" }).first();
  // 7390001 is 東広島市西条町西条: a real address, in no delivery area.
  await postal.fill("7390001");
  const outside = page.getByTestId("out-of-area");
  await expect(outside).toContainText("ご指定の住所は配達エリア外です");
  // Told before the address is filled in.
  await expect(page.getByRole("textbox", { name: /住所（市区町村・番地）/ }).first()).toHaveValue("");
  await expect(outside.getByTestId("delivery-areas")).toContainText("広島市中区");
  // Looking the address up keeps saying so; an address inside an area clears it.
  await page.getByRole("button", { name: "住所を検索" }).first().click();
  await expect(page.getByRole("textbox", { name: /住所（市区町村・番地）/ }).first()).toHaveValue(/東広島市/);
  await expect(outside).toBeVisible();
  await postal.fill("7300011");
  await page.getByRole("button", { name: "住所を検索" }).first().click();
  await expect(outside).toHaveCount(0);
  await expect(page.getByTestId("delivery-terms")).toContainText("広島市中区");
});
