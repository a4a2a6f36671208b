import { field } from "./support/accounts";
import { expect, test } from "./support/test";

const ADMIN = { email: "admin@karaage.example", password: "karaage-admin-2026" };

// Decision 0021: signing out ends the session's live board wherever it is open. The other tab here
// is a second browser context holding a copy of the same session (another window or device of the
// same sign-in): it shares no storage with the board's tab, so only the server's close (4401) can
// bring the board back to the login page.
test("a live board returns to the login page within seconds of signing out in another tab", async ({
  browser,
}) => {
  const boardContext = await browser.newContext();
  const board = await boardContext.newPage();
  const sockets: string[] = [];
  board.on("websocket", (socket) => sockets.push(socket.url()));
  await board.goto("/admin/login");
  await field(board, "メールアドレス").fill(ADMIN.email);
  await field(board, "パスワード").fill(ADMIN.password);
  await board.getByRole("button", { name: "ログイン" }).click();
  await expect(board).toHaveURL(/\/admin\/order\/today$/);
  await expect(board.getByTestId("connection-state")).toHaveText("接続中");

  const otherContext = await browser.newContext({ storageState: await boardContext.storageState() });
  const other = await otherContext.newPage();
  await other.goto("/admin/menu");
  await other.getByRole("button", { name: "ログアウト" }).click();
  await expect(other).toHaveURL(/\/admin\/login/);

  await expect(board).toHaveURL(/\/admin\/login$/, { timeout: 15_000 });
  await expect(
    board.getByText("ログインの有効期限が切れたか、ログアウトされました。もう一度ログインしてください。"),
  ).toBeVisible();
  // The dead token was not sent again: one socket for the board, none after the close.
  expect(sockets).toHaveLength(1);
  // Signing in again brings the board back, live.
  await field(board, "メールアドレス").fill(ADMIN.email);
  await field(board, "パスワード").fill(ADMIN.password);
  await board.getByRole("button", { name: "ログイン" }).click();
  await expect(board).toHaveURL(/\/admin\/order\/today$/);
  await expect(board.getByTestId("connection-state")).toHaveText("接続中");
  await otherContext.close();
  await boardContext.close();
});
