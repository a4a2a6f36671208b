export default async function (page, base) {
  await page.goto(base + "/order");
  await page.getByRole("button", { name: /テイクアウト/ }).click();
  const card = page.getByTestId("product-card").filter({ has: page.getByRole("heading", { name: "からあげ弁当", exact: true }) });
  await card.getByRole("button", { name: /カートに入れる/ }).click();
  const dialog = page.getByRole("dialog", { name: "からあげ弁当" });
  const options = dialog.getByRole("group", { name: /種類/ });
  if (await options.count()) await options.locator("label").first().click();
  await dialog.getByRole("button", { name: "カートに入れる" }).click();
  await page.goto(base + "/cart/info");
  await page.getByRole("radio", { name: /^\d{1,2}:\d{2}/ }).first().check({ force: true });
  await page.getByRole("textbox", { name: "姓", exact: true }).fill("山田");
  await page.getByRole("textbox", { name: "名", exact: true }).fill("花子");
  await page.getByRole("textbox", { name: "セイ", exact: true }).fill("ヤマダ");
  await page.getByRole("textbox", { name: "メイ", exact: true }).fill("ハナコ");
  await page.getByRole("textbox", { name: "メールアドレス" }).fill("a@example.jp");
  await page.getByRole("textbox", { name: "携帯電話番号" }).fill("09012345678");
  await page.getByRole("checkbox", { name: /に同意する/ }).check();
  await page.getByRole("button", { name: "ご注文内容の確認へ" }).click();
  await page.getByRole("heading", { name: "ご注文内容の確認" }).waitFor();
  await page.getByTestId("order-total").waitFor();
}
