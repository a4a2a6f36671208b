import { signUpAndConfirm, uniqueEmail } from "./support/accounts";
import { firstKaraage } from "./support/checkout";
import { signInAsAdmin as signIn } from "./support/shop";
import { dayPhase, expect, type Page, test, testNow } from "./support/test";

/** The Tokyo day (YYYY-MM-DD) of an instant: today's orders are on the today board, later ones on
 * the reserve board. */
const tokyoDay = (value: string | Date) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Tokyo" }).format(new Date(value));

/** The days offered (YYYY-MM-DD), once loaded: the slot is picked as a day, then a time. */
async function dayValues(page: Page): Promise<string[]> {
  const select = page.getByRole("combobox", { name: "受け取り日" });
  await expect(select.locator("option")).not.toHaveCount(1);
  const values = await select
    .locator("option")
    .evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value));
  return values.filter(Boolean);
}

/** Picks the day `day` (or the one at index `day`, negative: from the end), then its last time
 * (`last`) or first; answers the Tokyo day of the slot. */
async function chooseSlot(page: Page, day: number | string, last = false): Promise<string> {
  const date = typeof day === "string" ? day : ((await dayValues(page)).at(day) as string);
  await page.getByRole("combobox", { name: "受け取り日" }).selectOption(date);
  const time = page.getByRole("combobox", { name: "受け取り時間" });
  await expect(time).toBeEnabled();
  const times = (
    await time.locator("option").evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value))
  ).filter(Boolean);
  const value = (last ? times.at(-1) : times[0]) as string;
  await time.selectOption(value);
  return tokyoDay(value);
}

async function openBoard(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId("connection-state")).toHaveText("接続中");
}

/** On /shop/menu: the first karaage with its first option and, when offered, a topping. */
async function addKaraage(page: Page) {
  const card = firstKaraage(page);
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

test("staff take a counter order and a phone order at /shop; both appear live on the boards", {
  tag: "@hour",
}, async ({ page, browser }) => {
  // Three orders and two live boards on two busy cores.
  test.setTimeout(180_000);
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
  // Pickup now while the shop has a slot left today (the next one: before opening and at midday);
  // after the last slot "now" is offered disabled and staff pick the first slot offered.
  const now = page.getByRole("radio", { name: /今すぐ/ });
  const slot = page.getByRole("combobox", { name: "受け取り日" });
  const closed = page.getByText("本日これから受け取りできる時間帯がありません");
  // Enabled once the slots say the shop is open today; the note once they say it is not.
  await expect(now.and(page.locator(":enabled")).or(closed)).toBeVisible();
  let counterDay = tokyoDay(testNow());
  const phase = dayPhase();
  if (phase) expect(await now.isEnabled(), `「今すぐ」 at ${phase}`).toBe(phase !== "after-last-slot");
  if (await now.isEnabled()) {
    await expect(now).toBeChecked();
    await expect(slot).toHaveCount(0);
  } else {
    await expect(page.getByRole("radio", { name: "時間を指定" })).toBeChecked();
    await expect(closed).toBeVisible();
    counterDay = await chooseSlot(page, 0);
  }
  await page.getByRole("radio", { name: "カード" }).check();
  await page.getByRole("button", { name: "確認へ進む" }).click();
  await expect(page.getByText("カード（店頭でお預かり）")).toBeVisible();
  await page.getByRole("button", { name: "注文を確定する" }).click();
  await expect(page).toHaveURL(/\/shop\/purchase$/);
  const code = (await page.getByTestId("shop-order-code").textContent()) ?? "";
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  if (process.env.SHOP_SCREENSHOTS) await page.screenshot({ path: "test-results/shop-purchase-768.png" });
  await expect(page.getByText(productName).first()).toBeVisible();

  // Today's order is on the today board only; one for a later day on the reserve board only.
  const [board, other] = counterDay === tokyoDay(testNow()) ? [today, reserve] : [reserve, today];
  await expect(cardOn(board, code)).toContainText("店頭・カード済");
  await expect(cardOn(board, code)).toContainText("カラアゲ");
  await expect(cardOn(other, code)).toHaveCount(0);

  // A tap returns to the menu with an empty counter cart.
  await page.getByRole("button", { name: "次のご注文へ" }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByTestId("shop-running-total")).toContainText("0点");

  // A phone order at a later slot, with a number one digit short first, then a landline.
  await page.goto("/shop/menu");
  await addKaraage(page);
  await page.goto("/shop/cart");
  await page.getByRole("link", { name: "お客様情報へ進む" }).click();
  await page.getByRole("radio", { name: "電話" }).check();
  await page.getByRole("textbox", { name: /お名前/ }).fill("電話 花子");
  await page.getByRole("textbox", { name: /^電話番号/ }).fill("082-123-456");
  await page.getByRole("textbox", { name: "備考（任意・厨房とお渡しの際に表示）" }).fill("骨なしで");
  // The last day offered: days ahead are always offered, so it is a later day.
  const phoneDay = await chooseSlot(page, -1, true);
  expect(phoneDay > tokyoDay(testNow())).toBe(true);
  await page.getByRole("button", { name: "確認へ進む" }).click();
  await expect(page.getByText(/正しい電話番号を入力してください/)).toBeVisible();
  await expect(page.getByRole("textbox", { name: /^電話番号/ })).toBeFocused();
  await page.getByRole("textbox", { name: /^電話番号/ }).fill("082-123-4567");
  await page.getByRole("button", { name: "確認へ進む" }).click();
  await expect(page.getByText("骨なしで")).toBeVisible();
  await page.getByRole("button", { name: "注文を確定する" }).click();
  await expect(page).toHaveURL(/\/shop\/purchase$/);
  const phoneCode = (await page.getByTestId("shop-order-code").textContent()) ?? "";
  // A later day: the reserve board, not today's.
  await expect(cardOn(reserve, phoneCode)).toContainText("電話");
  await expect(cardOn(reserve, phoneCode)).toContainText("電話 花子");
  await expect(cardOn(reserve, phoneCode)).toContainText("備考：骨なしで");
  await expect(cardOn(today, phoneCode)).toHaveCount(0);

  // While the shop still has a slot later today, a phone order for it is on the today board.
  await page.getByRole("button", { name: "次のご注文へ" }).click();
  await page.goto("/shop/menu");
  await addKaraage(page);
  await page.goto("/shop/cart/info");
  await page.getByRole("radio", { name: "電話" }).check();
  const laterToday = (await dayValues(page)).includes(tokyoDay(testNow()));
  if (phase) expect(laterToday, `a slot left today at ${phase}`).toBe(phase !== "after-last-slot");
  if (laterToday) {
    await chooseSlot(page, tokyoDay(testNow()), true);
    await page.getByRole("textbox", { name: /お名前/ }).fill("電話 次郎");
    await page.getByRole("textbox", { name: /^電話番号/ }).fill("09087654321");
    await page.getByRole("button", { name: "確認へ進む" }).click();
    await page.getByRole("button", { name: "注文を確定する" }).click();
    await expect(page).toHaveURL(/\/shop\/purchase$/);
    const todayCode = (await page.getByTestId("shop-order-code").textContent()) ?? "";
    await expect(cardOn(today, todayCode)).toContainText("電話 次郎");
    await expect(cardOn(reserve, todayCode)).toHaveCount(0);
  }

  // The caller rings again: found by the number, the last order goes into the counter's order in one tap.
  await page.goto("/shop");
  const before = Number.parseInt((await page.getByTestId("shop-order-count").textContent()) ?? "0", 10);
  await page.getByRole("button", { name: "電話番号で探す" }).click();
  await page.getByRole("textbox", { name: "お客様の電話番号" }).fill("082-123-4567");
  await page.getByRole("button", { name: "探す", exact: true }).click();
  await page
    .getByTestId("shop-repeat-order")
    .first()
    .getByRole("button", { name: "この注文をもう一度" })
    .click();
  await expect(page.getByTestId("shop-order-count")).toHaveText(`${before + 1}点`);
  await expect(page.getByTestId("shop-repeat-notice")).toContainText("注文に追加しました");
  await boards.close();
});

/** A phone order as the counter sends it, placed with `headers` from the page's own origin. */
async function tryShopOrder(page: Page, headers: Record<string, string>) {
  const order = {
    idempotency_key: crypto.randomUUID(),
    kind: "PHONE",
    name: "なりすまし",
    tel: "08012345678",
    slot_starts_at: new Date(testNow().getTime() + 2 * 86_400_000).toISOString(),
    items: [{ product_id: 1, product_option_id: null, topping_option_ids: [], quantity: 1 }],
    expected_total: 1,
  };
  const rest = await page.request.post("/api/admin/shop/orders", { data: order, headers });
  const graphql = await page.request.post("/graphql", {
    headers,
    data: {
      query: "mutation($input: PlaceShopOrderInput!) { placeShopOrder(input: $input) { __typename } }",
      variables: {
        input: {
          idempotencyKey: crypto.randomUUID(),
          kind: "COUNTER",
          payment: "CASH",
          items: [],
          expectedTotal: 0,
        },
      },
    },
  });
  const body = (await graphql.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
  return { rest: rest.status(), graphql: body.errors?.[0]?.extensions?.code ?? JSON.stringify(body.data) };
}

test("an anonymous visitor and a signed-in customer cannot open /shop, and the server refuses their shop orders", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.goto("/shop/menu");
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await tryShopOrder(page, {})).toEqual({ rest: 401, graphql: "UNAUTHENTICATED" });

  await signUpAndConfirm(page, uniqueEmail("counter-customer", testInfo.project.name));
  for (const path of ["/shop/menu", "/shop/cart/info"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/login$/);
  }
  const headers = await page.evaluate(() => ({
    "access-token": localStorage.getItem("access-token") ?? "",
    client: localStorage.getItem("client") ?? "",
    uid: localStorage.getItem("uid") ?? "",
  }));
  expect(headers["access-token"]).not.toBe("");
  const refused = await tryShopOrder(page, headers);
  expect([401, 403]).toContain(refused.rest);
  expect(refused.graphql).toBe("FORBIDDEN");
});

// Look at the counter's screens (SHOP_SCREENSHOTS=1): tablet portrait, landscape and a staff PC.
test.describe(() => {
  test.skip(!process.env.SHOP_SCREENSHOTS, "only when asked for");
  test("screenshots of the shop screens", async ({ page }) => {
    test.setTimeout(180_000);
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
});
