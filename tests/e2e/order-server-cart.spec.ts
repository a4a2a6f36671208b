import { CUSTOMER_PASSWORD, field, signUpAndConfirm, uniqueEmail } from "./support/accounts";
import { addFirstKaraage } from "./support/checkout";
import { expect, type Page, test } from "./support/test";

/** From /order: takeout, and the first 唐揚げ in the cart. */
async function takeoutKaraageInCart(page: Page) {
  await page.goto("/order");
  await page.getByRole("button", { name: /テイクアウト/ }).click();
  const name = await addFirstKaraage(page, { firstOption: false });
  await expect(page.getByTestId("cart-count").filter({ visible: true })).toHaveText(/^1/);
  return name;
}

test("a guest cart joins the customer's server cart at sign-in and follows the customer to another device", async ({
  page,
  browser,
}, testInfo) => {
  const name = await takeoutKaraageInCart(page);
  // Signing up ends logged in: the guest cart is merged into the (new) server cart.
  const email = uniqueEmail("server-cart", testInfo.project.name);
  await signUpAndConfirm(page, email);
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);

  // Another device: logging in brings the same cart.
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const device = await other.newPage();
  await device.goto("/login");
  await field(device, "メールアドレス").fill(email);
  await field(device, "パスワード").fill(CUSTOMER_PASSWORD);
  await device.getByRole("button", { name: "ログイン" }).click();
  await expect(device).toHaveURL(/\/mypage\/info$/);
  await device.goto("/cart");
  await expect(device.getByTestId("cart-line")).toHaveCount(1);
  await expect(device.getByTestId("cart-line")).toContainText(name);
  await expect(device.getByTestId("cart-line-count")).toHaveText("1");

  // Removing it there removes it from the server cart, so the first device's next load shows it gone.
  await device.getByRole("button", { name: /削除/ }).click();
  await expect(device.getByTestId("cart-line")).toHaveCount(0);
  const credentials = await device.evaluate(() => ({
    "access-token": localStorage.getItem("access-token") ?? "",
    client: localStorage.getItem("client") ?? "",
    uid: localStorage.getItem("uid") ?? "",
  }));
  await expect
    .poll(async () => {
      const response = await device.request.get("/api/carts", { headers: credentials });
      // A token older than the batch window is rotated on use and the old one stops working.
      const rotated = response.headers()["access-token"];
      if (rotated) credentials["access-token"] = rotated;
      const body = response.ok() ? ((await response.json()) as { cart_count?: number }) : {};
      return { status: response.status(), count: body.cart_count };
    })
    .toEqual({ status: 200, count: 0 });
  await page.reload();
  await expect(page.getByRole("heading", { name: "カート" })).toBeVisible();
  await expect(page.getByTestId("cart-line")).toHaveCount(0);
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
  await other.close();
});

test("a sign-in merge whose answer is lost to a page change counts the guest's cart once", async ({
  page,
}, testInfo) => {
  await takeoutKaraageInCart(page);
  // The first merge reaches the server, which adds the guest's line; its answer never reaches the
  // page (as when the customer moves on before it comes back).
  const keys: unknown[] = [];
  await page.route("**/graphql", async (route) => {
    const body = route.request().postDataJSON() as {
      operationName?: string;
      variables?: { mergeKey?: unknown };
    };
    if (body?.operationName !== "MergeCart") return route.fallback();
    keys.push(body.variables?.mergeKey);
    if (keys.length > 1) return route.fallback();
    await route.fetch();
    await route.abort("connectionreset");
  });
  await signUpAndConfirm(page, uniqueEmail("lost-merge", testInfo.project.name));
  await expect.poll(() => keys.length).toBeGreaterThanOrEqual(1);

  // The next page sends the same merge again, with the same key: the line is there once.
  await page.goto("/cart");
  await expect.poll(() => keys.length).toBe(2);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("cart-line-count")).toHaveText("1");
  await page.reload();
  await expect(page.getByTestId("cart-line-count")).toHaveText("1");
});
