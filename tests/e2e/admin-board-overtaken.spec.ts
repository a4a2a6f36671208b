// Issue 29, point 5: a confirm dialog overtaken by someone else's action closes by itself, and the
// card the staff member tapped says what happened; nothing is done twice.
import { cardOn, openBoard, staffContext } from "./support/board";
import { placeTakeoutOrder } from "./support/checkout";
import { expect, test } from "./support/test";

test("a confirm dialog another staff member overtakes closes, and the tapped card says what happened", async ({
  page: customer,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const first = await staffContext(browser);
  const second = await staffContext(browser);
  const code = (await placeTakeoutOrder(customer, { email: `overtaken.${testInfo.project.name}@example.jp` }))
    .code;
  // The first bookable slot may be today or a later day: both staff look at the board that has it,
  // found once its card is on one of the two (a board still loading its list shows neither).
  await openBoard(first.page, "/admin/order/today");
  const probe = await first.context.newPage();
  await openBoard(probe, "/admin/order/reserve");
  await expect
    .poll(async () => (await cardOn(first.page, code).count()) + (await cardOn(probe, code).count()))
    .toBe(1);
  const path = (await cardOn(first.page, code).count()) ? "/admin/order/today" : "/admin/order/reserve";
  await probe.close();
  await openBoard(first.page, path);
  await openBoard(second.page, path);
  await expect(cardOn(first.page, code)).toBeVisible();
  await expect(cardOn(second.page, code)).toBeVisible();

  // The first starts to cancel and is still choosing a reason…
  await cardOn(first.page, code).getByRole("button", { name: "キャンセル", exact: true }).click();
  const asking = first.page.getByRole("dialog", { name: "注文をキャンセルしますか？" });
  await expect(asking).toBeVisible();

  // …when the second cancels the same order.
  await cardOn(second.page, code).getByRole("button", { name: "キャンセル", exact: true }).click();
  const dialog = second.page.getByRole("dialog", { name: "注文をキャンセルしますか？" });
  await dialog.getByRole("radio", { name: "お客様のご都合" }).check();
  await dialog.getByRole("button", { name: "注文をキャンセルする" }).click();
  await expect(dialog).toBeHidden();

  // The first's dialog closes by itself; their card (still among the open ones) says what happened.
  await expect(asking).toBeHidden();
  const notice = cardOn(first.page, code).getByTestId("board-notice");
  await expect(notice).toContainText("確認している間に、他のスタッフがこのご注文を「キャンセル」にしました");
  await expect(notice).toBeInViewport();
  await notice.getByRole("button", { name: "閉じる" }).click();
  await expect(first.page.getByTestId("board-notice")).toHaveCount(0);
  // The second, who acted, sees no notice.
  await expect(second.page.getByTestId("board-notice")).toHaveCount(0);
  await first.context.close();
  await second.context.close();
});
