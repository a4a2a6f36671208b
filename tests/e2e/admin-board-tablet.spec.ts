// Issue 29, point 1: the kitchen's board on its tablet. At 1024×768 (landscape) and 800×1280
// (portrait) the first order card starts within the first 250 px, a card of three lines fits on the
// first screen, item names and quantities are at least 20 px, every action on the board is at least
// 48 px, the switches fold into one bar that one tap opens, the prep summary for the hour is there,
// and axe finds nothing serious.
import AxeBuilder from "@axe-core/playwright";
import { cardOn, openBoard, staffContext } from "./support/board";
import { fillGuestCheckout, firstKaraage } from "./support/checkout";
import { smallTargets } from "./support/targets";
import { expect, lookScreenshots, type Page, test } from "./support/test";

const TABLETS = [
  { name: "landscape", width: 1024, height: 768 },
  { name: "portrait", width: 800, height: 1280 },
];

/** A guest orders the same karaage in three sizes (three lines on the card); returns the code. */
async function placeThreeLineOrder(page: Page): Promise<string> {
  await page.goto("/order");
  await page.getByRole("button", { name: /テイクアウト/ }).click();
  const card = firstKaraage(page);
  const productName = (await card.getByRole("heading", { level: 3 }).textContent()) ?? "";
  for (const n of [0, 1, 2]) {
    await card.getByRole("button", { name: /カートに入れる/ }).click();
    const dialog = page.getByRole("dialog", { name: productName });
    await dialog.getByRole("group", { name: /種類/ }).locator("label").nth(n).click();
    await dialog.getByRole("button", { name: "カートに入れる" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("cart-count").filter({ visible: true })).toHaveText(
      new RegExp(`^${n + 1}`),
    );
  }
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(3);
  await page.getByRole("button", { name: "ご注文手続きへ進む" }).click();
  await fillGuestCheckout(page, {
    lastName: "板野",
    firstName: "三行",
    lastNameKana: "イタノ",
    firstNameKana: "サンギョウ",
    email: "board.tablet@example.jp",
    tel: "09011112222",
  });
  await page.getByRole("checkbox", { name: /に同意する/ }).check();
  await page.getByRole("button", { name: "ご注文内容の確認へ" }).click();
  await page.getByRole("button", { name: "注文を確定する" }).click();
  await expect(page).toHaveURL(/\/confirm\/purchase\?code=[A-Z0-9]{6}$/);
  return new URL(page.url()).searchParams.get("code") ?? "";
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const tablet of TABLETS) {
  test(`on the kitchen's ${tablet.name} tablet (${tablet.width}×${tablet.height}) the first card is near the top, readable, with 48 px actions`, async ({
    page: customer,
    browser,
  }, testInfo) => {
    test.setTimeout(150_000);
    const code = await placeThreeLineOrder(customer);
    const viewport = { width: tablet.width, height: tablet.height };
    const { context, page: board } = await staffContext(browser, undefined, { viewport, hasTouch: true });
    await openBoard(board, "/admin/order/today");
    // The first bookable slot may be today or a later day: the order is on one of the two boards.
    const onToday = await Promise.race([
      cardOn(board, code)
        .waitFor()
        .then(() => true),
      board
        .getByText("本日の注文はまだありません。")
        .waitFor()
        .then(() => false),
    ]).catch(() => false);
    if (!onToday) await openBoard(board, "/admin/order/reserve");
    const card = cardOn(board, code);
    await expect(card).toBeVisible();
    await expect(card.getByTestId("order-items").locator(":scope > li")).toHaveCount(3);
    await board.evaluate(() => window.scrollTo(0, 0));

    // The first card starts within 250 px; a card of three lines, there, would be whole on screen.
    const first = await board.getByTestId("order-card").first().boundingBox();
    const mine = await card.boundingBox();
    expect(first?.y ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(250);
    expect((first?.y ?? 0) + (mine?.height ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(tablet.height);

    // Item names and quantities at least 20 px.
    const sizes = await card
      .locator(".order-items__name, .order-items__quantity")
      .evaluateAll((els) => els.map((el) => Number.parseFloat(getComputedStyle(el).fontSize)));
    expect(sizes).toHaveLength(6);
    for (const size of sizes) expect(size).toBeGreaterThanOrEqual(20);

    // Every action on the board (toolbar, bar, cards) at least 48 px.
    expect(await smallTargets(board, 48, "main")).toEqual([]);

    if (onToday) {
      // The prep summary for the hour ahead (its sums: tests/integration/board/kitchen-prep.test.ts;
      // the first bookable slot is often later than the hour).
      await expect(board.getByTestId("prep-summary")).toContainText(/\d{1,2}:\d{2}までに揚げる/);
      // One tap opens every switch: pause and busy per method, and sold out.
      await expect(board.getByTestId("reception-summary")).toBeVisible();
      await board.getByText("受付停止・混雑・品切れ").click();
      await expect(board.getByRole("button", { name: /^(\d+分停止|受付を再開する)$/ }).first()).toBeVisible();
      await expect(board.getByRole("heading", { name: /品切れの設定/ })).toBeVisible();
      await expect(board.getByRole("button", { name: /^品切れにする/ }).first()).toBeVisible();
      expect(await smallTargets(board, 48, "main")).toEqual([]);
      await board.getByText("受付停止・混雑・品切れ").click();
    }

    if (lookScreenshots) await board.screenshot({ path: testInfo.outputPath(`board-${tablet.name}.png`) });
    expect(await seriousViolations(board)).toEqual([]);
    await context.close();
  });
}
