// Issue 29 point 5 in the browser (decision 0045): a tap on お渡し済みにする can be taken back for two
// minutes. The finished card stays among the open ones with its 元に戻す（HH:MMまで） (folded away
// with the finished ones, the undo was out of reach), and one tap puts the order back as it was.
import { cardOn, openBoard, staffContext } from "./support/board";
import { placeTakeoutOrder } from "./support/checkout";
import { expect, test } from "./support/test";

test("お渡し済み is undone within two minutes from the card, which stays where it was", async ({
  page: customer,
  browser,
}) => {
  test.setTimeout(120_000);
  const { code } = await placeTakeoutOrder(customer, { email: "board.undo@example.jp" });
  const { context, page: board } = await staffContext(browser);
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
  await expect(card.locator(".order-card__status")).toHaveText("受付済み");

  await card.getByRole("button", { name: "お渡し済みにする" }).click();
  await board.getByRole("dialog").getByRole("button", { name: "お渡し済みにする" }).click();
  await expect(card.locator(".order-card__status")).toHaveText("お渡し済み");
  // Still among the open cards, not folded away, with the undo and its deadline.
  await expect(card).toBeVisible();
  await expect(board.locator(`.order-board__done [data-code="${code}"]`)).toHaveCount(0);
  const undo = card.getByTestId("undo-button");
  await expect(undo).toHaveText(/^元に戻す（\d{2}:\d{2}まで）$/);
  expect((await undo.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(48);

  await undo.click();
  await expect(card.locator(".order-card__status")).toHaveText("受付済み");
  await expect(undo).toHaveCount(0);
  await expect(card.getByRole("button", { name: "お渡し済みにする" })).toBeVisible();
  await context.close();
});
