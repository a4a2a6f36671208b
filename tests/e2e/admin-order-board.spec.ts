import { field } from "./support/accounts";
import { placeTakeoutOrder } from "./support/checkout";
import { expectReceiptAddsUp } from "./support/receipt";
import { type BrowserContext, dayPhase, expect, type Page, test } from "./support/test";

const ADMIN = { email: "admin@karaage.example", password: "karaage-admin-2026" };

/** The print view calls window.print(); count the calls instead of opening the dialog. */
async function stubPrint(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { printCalls: number };
    w.printCalls = 0;
    window.print = () => {
      w.printCalls += 1;
    };
  });
}

/** Every message the page's WebSockets receive (or send), as text, from now on. */
function recordFrames(page: Page, direction: "framereceived" | "framesent" = "framereceived"): string[] {
  const frames: string[] = [];
  const keep = ({ payload }: { payload: string | Buffer }) => frames.push(String(payload));
  page.on("websocket", (socket) =>
    direction === "framesent" ? socket.on("framesent", keep) : socket.on("framereceived", keep),
  );
  return frames;
}

async function openBoard(page: Page, path: string) {
  const frames = recordFrames(page);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Subscribed before the order is placed: the card must come over the WebSocket.
  await expect(page.getByTestId("connection-state")).toHaveText("接続中");
  return frames;
}

test("a guest's order appears live on the staff board, is printed and marked provided, and the guest's page follows", {
  tag: "@hour",
}, async ({ page: customer, browser }) => {
  // A customer, two boards and a ticket on two busy cores.
  test.setTimeout(90_000);
  const staff = await browser.newContext();
  await stubPrint(staff);
  const today = await staff.newPage();
  await today.goto("/admin/login");
  await field(today, "メールアドレス").fill(ADMIN.email);
  await field(today, "パスワード").fill(ADMIN.password);
  await today.getByRole("button", { name: "ログイン" }).click();
  await expect(today).toHaveURL(/\/admin\/order\/today$/);
  const todayFrames = await openBoard(today, "/admin/order/today");
  // The first bookable slot may be today or a later day: watch both boards.
  const reserve = await staff.newPage();
  const reserveFrames = await openBoard(reserve, "/admin/order/reserve");

  const customerSent = recordFrames(customer, "framesent");
  const { code, productName } = await placeTakeoutOrder(customer);
  // The customer stays on the confirmation page; its status follows the kitchen live.
  const customerStatus = customer.getByTestId("order-status-label");
  await expect(customerStatus).toHaveText("受付済み");

  const cardOn = (board: Page) => board.locator(`[data-testid="order-card"][data-code="${code}"]`);
  await expect.poll(async () => (await cardOn(today).count()) + (await cardOn(reserve).count())).toBe(1);
  const board = (await cardOn(today).count()) ? today : reserve;
  // Which board is the clock's doing (the first slot offered), so each clock project asserts its own:
  // before opening and at midday a slot is left today; after the last slot the first is tomorrow.
  const phase = dayPhase();
  if (phase)
    expect(board === today ? "today" : "reserve").toBe(phase === "after-last-slot" ? "reserve" : "today");
  const card = cardOn(board);
  // No reload happened: the page still holds the state it had before the order.
  await expect(card).toHaveClass(/order-card--new/);
  await expect(card.getByText("新着")).toBeVisible();
  await expect(board.getByTestId("new-order-count")).toHaveText(/^新着 [1-9]\d*件/);
  // Until acknowledged, the tab title counts the new orders (a board in a background tab still tells).
  await expect(board).toHaveTitle(/^（新着[1-9]\d*件）/);
  await expect(card).toContainText(productName);
  await expect(card).toContainText("テイクアウト");
  await expect(card).toContainText("板野 厨子 様");
  await expect(card).toContainText("店頭払い");
  await expect(card).toContainText("受付済み");

  // 印刷 opens the ticket in a new tab, which marks the order printing on every board.
  const [ticketPage] = await Promise.all([
    staff.waitForEvent("page"),
    card.getByRole("link", { name: "印刷", exact: true }).click(),
  ]);
  await expect(ticketPage).toHaveURL(new RegExp(`/admin/order/print/${code}$`));
  const ticket = ticketPage.getByTestId("print-ticket");
  await expect(ticket).toContainText(code);
  await expect(ticket).toContainText(productName);
  await expect(ticket).toContainText("店頭払い");
  await expectReceiptAddsUp(ticket, "ticket");
  await expect(ticket.getByText("再印刷")).toHaveCount(0);
  await expect
    .poll(() => ticketPage.evaluate(() => (window as unknown as { printCalls: number }).printCalls))
    .toBe(1);
  await expect(ticketPage.getByRole("banner")).toHaveCount(0);
  await expect(card).toContainText("調理中");
  await expect(card.getByRole("link", { name: "再印刷" })).toBeVisible();
  await expect(customerStatus).toHaveText("調理中");

  // The other board heard the same events, but the order is not on it: nothing new there, no beep.
  const [other, otherFrames] = board === today ? [reserve, reserveFrames] : [today, todayFrames];
  await expect
    .poll(() => otherFrames.some((frame) => frame.includes(code) && frame.includes('"PRINTING"')))
    .toBe(true);
  await expect(cardOn(other)).toHaveCount(0);
  await expect(other.getByTestId("new-order-count")).toHaveText("新着 0件");
  await expect(other.getByTestId("new-order-count")).toBeDisabled();

  // お渡し済みにする (a pickup) asks first; the card then offers 元に戻す.
  await card.getByRole("button", { name: "お渡し済みにする" }).click();
  const dialog = board.getByRole("dialog", { name: "お渡し済みにしますか？" });
  await expect(dialog).toContainText(code);
  await expect(dialog.getByRole("button", { name: "閉じる" })).toBeVisible();
  await dialog.getByRole("button", { name: "お渡し済みにする" }).click();
  await expect(dialog).toBeHidden();
  if (board === reserve) {
    // An order of a later day cannot be handed over yet: the board says so and nothing changes.
    await expect(board.getByTestId("board-notice")).toContainText("当日になるまでお渡し済みにはできません");
    await expect(card).toContainText("調理中");
    await staff.close();
    return;
  }
  // It stays among the open cards while its 元に戻す is offered (two minutes, decisions 0045, 0057).
  await expect(card).toContainText("お渡し済み");
  await expect(card).toBeVisible();
  await expect(card.getByRole("button", { name: "お渡し済みにする" })).toHaveCount(0);
  await expect(card.getByTestId("undo-button")).toBeVisible();
  await expect(customerStatus).toHaveText("お渡し済み");
  expect(customer.url()).toMatch(/\/confirm\/purchase\?code=/);
  // A handed-over order changes no more: the page ends its subscription, and a reload opens none.
  await expect.poll(() => customerSent.some((frame) => frame.includes('"type":"complete"'))).toBe(true);
  const sockets: string[] = [];
  customer.on("websocket", (socket) => sockets.push(socket.url()));
  await customer.reload();
  await expect(customerStatus).toHaveText("お渡し済み");
  await customer.waitForLoadState("networkidle");
  expect(sockets).toEqual([]);

  // A second print of the same order is marked as a reprint.
  const again = await staff.newPage();
  await again.goto(`/admin/order/print/${code}?noprint=1`);
  await expect(again.getByTestId("print-ticket").getByText("再印刷")).toBeVisible();
  await staff.close();
});
