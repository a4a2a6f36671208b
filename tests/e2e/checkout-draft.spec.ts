// Issue 26 point 8: a reload of /cart/info keeps what was typed, the slot included (the tab's draft),
// until the order is placed or the cart emptied.
import { addToCart, chooseOwnSlot } from "./support/checkout";
import { expect, test } from "./support/test";

// Two stories, two tests: together they loaded six pages, and on a loaded machine the second
// story's last dialog ran into the test's 30 s (a timeout "waiting for a dialog button").
test("a reload of the details step keeps what was typed and the slot", async ({ page }) => {
  await addToCart(page, "テイクアウト", "からあげ弁当");
  await page.goto("/cart/info");
  await chooseOwnSlot(page);
  const slot = page.getByRole("radio", { name: /^\d{1,2}:\d{2}/, checked: true });
  const slotName = (await slot.getAttribute("value")) ?? "";
  expect(slotName).not.toBe("");
  await page.getByRole("textbox", { name: "姓", exact: true }).fill("山田");
  await page.getByRole("textbox", { name: "セイ", exact: true }).fill("ヤマダ");
  // Not valid yet: kept as typed all the same.
  await page.getByRole("textbox", { name: "メールアドレス" }).fill("hanako@");
  await page.getByRole("checkbox", { name: "車で受け取りに行く" }).check();
  await page.getByRole("textbox", { name: "車の色" }).fill("白");
  await page.getByRole("radio", { name: /クレジットカード/ }).check();

  await page.reload();
  await expect(page.getByRole("textbox", { name: "姓", exact: true })).toHaveValue("山田");
  await expect(page.getByRole("textbox", { name: "セイ", exact: true })).toHaveValue("ヤマダ");
  await expect(page.getByRole("textbox", { name: "メールアドレス" })).toHaveValue("hanako@");
  await expect(page.getByRole("checkbox", { name: "車で受け取りに行く" })).toBeChecked();
  await expect(page.getByRole("textbox", { name: "車の色" })).toHaveValue("白");
  await expect(page.getByRole("radio", { name: /クレジットカード/ })).toBeChecked();
  await expect(page.locator(`input[type=radio][value="${slotName}"]`)).toBeChecked();
});

test("emptying the cart forgets what was typed on the details step (the method stays)", async ({ page }) => {
  await addToCart(page, "テイクアウト", "からあげ弁当");
  await page.goto("/cart/info");
  await page.getByRole("textbox", { name: "姓", exact: true }).fill("山田");
  await page.getByRole("checkbox", { name: "車で受け取りに行く" }).check();
  // Kept in the tab's draft (sessionStorage) as typed: what emptying the cart must forget.
  await expect.poll(() => page.evaluate(() => JSON.stringify(sessionStorage))).toContain("山田");

  await page.goto("/cart");
  await page.getByRole("button", { name: "カートを空にする" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "空にする" }).click();
  await expect(page.getByText("カートに商品が入っていません。")).toBeVisible();
  await addToCart(page, "テイクアウト", "からあげ弁当");
  await page.goto("/cart/info");
  await expect(page.getByRole("textbox", { name: "姓", exact: true })).toHaveValue("");
  await expect(page.getByRole("checkbox", { name: "車で受け取りに行く" })).not.toBeChecked();
});

test("a delivery's time slots are named お届け, not 受け取り", async ({ page }) => {
  await addToCart(page, "デリバリー", "からあげ弁当");
  await page.goto("/cart/info");
  await expect(page.getByRole("group", { name: "お届け日時" })).toBeVisible();
  await expect(page.getByRole("group", { name: /のお届け時間$/ })).toBeAttached();
  await expect(page.getByRole("group", { name: /受け取り時間/ })).toHaveCount(0);
});
