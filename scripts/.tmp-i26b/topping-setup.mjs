export default async function (page, base) {
  await page.goto(base + "/order");
  await page.getByRole("button", { name: /テイクアウト/ }).click();
  await page.goto(base + "/order/menu?allergen=egg");
  const card = page.getByTestId("product-card").filter({ has: page.getByRole("heading", { name: "フライドポテト", exact: true }) });
  await card.getByRole("button", { name: /カートに入れる/ }).click();
  await page.getByRole("dialog", { name: "フライドポテト" }).getByTestId("topping-allergens").first().waitFor();
}
