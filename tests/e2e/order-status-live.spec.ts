// A guest follows the order from the mail's status link on another device, live; a declined card
// never ends on thanks.

import { ADMIN } from "./support/board";
import { addFirstKaraage, fillGuestCheckout, placeTakeoutOrder } from "./support/checkout";
import { waitForMail, waitForOrderMail } from "./support/mailbox";
import { type APIRequestContext, expect, test } from "./support/test";

async function staffAct(request: APIRequestContext, method: "PUT" | "DELETE", path: string) {
  const signIn = await request.post("/api/admin_auth/sign_in", {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  const h = signIn.headers();
  const response = await request.fetch(`/api${path}`, {
    method,
    headers: { "access-token": h["access-token"] ?? "", client: h.client ?? "", uid: h.uid ?? "" },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const statusLinkIn = (text: string) => {
  const url = new URL(text.match(/https?:\/\/\S+\/order\/status\/\S+/)?.[0] ?? "");
  return `${url.pathname}${url.search}`;
};

test("a guest opens the status link from the mail on another device and sees the kitchen's changes live", async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `status.live.${testInfo.project.name}.${Date.now()}@example.jp`;
  const code = (await placeTakeoutOrder(page, { email })).code;
  const mail = await waitForOrderMail(email, code);

  const phone = await browser.newContext();
  const other = await phone.newPage();
  const sockets: string[] = [];
  other.on("websocket", (socket) => sockets.push(socket.url()));
  await other.goto(statusLinkIn(mail.text));
  await expect(other.getByRole("heading", { name: "ご注文の状況" })).toBeVisible();
  const status = other.getByTestId("order-status-label");
  await expect(status).toHaveText("受付済み");
  await expect.poll(() => sockets.length).toBeGreaterThan(0);

  // The kitchen prints the ticket: the page follows without a reload.
  await staffAct(request, "PUT", `/admin/orders/${code}/printing`);
  await expect(status).toHaveText("調理中");
  await staffAct(request, "DELETE", `/admin/orders/${code}`);
  await expect(status).toHaveText("キャンセル");
  expect(sockets).toHaveLength(1);
  await expect(other.getByText(/承りました|ありがとうございました|Thank you/i)).toHaveCount(0);
  await phone.close();
});

test("a declined card payment ends on a page without thanks, and the failure mail arrives", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = `declined.live.${testInfo.project.name}.${Date.now()}@example.jp`;
  await page.goto("/order");
  await page.getByRole("button", { name: /テイクアウト/ }).click();
  await addFirstKaraage(page, { firstOption: false });
  await page.goto("/cart/info");
  await fillGuestCheckout(page, {
    lastName: "佐藤",
    firstName: "花子",
    lastNameKana: "サトウ",
    firstNameKana: "ハナコ",
    email,
    tel: "08012345678",
  });
  await page.getByRole("radio", { name: /クレジットカード/ }).check();
  await page.getByRole("checkbox", { name: /に同意する/ }).check();
  await page.getByRole("button", { name: "ご注文内容の確認へ" }).click();
  await page.getByRole("button", { name: "注文を確定してお支払いへ" }).click();
  await page.getByRole("button", { name: "拒否する" }).click();

  await expect(page).toHaveURL(/\/confirm\/purchase\?/);
  await expect(page.getByRole("alert")).toContainText("承認されなかった");
  await page.waitForLoadState("networkidle");
  await expect(page.getByText(/承りました|ありがとうございました|ご注文ありがとう|Thank you/i)).toHaveCount(
    0,
  );
  const failure = await waitForMail(email, 2);
  expect(failure.subject).toContain("ご注文は無効になりました");
  expect(failure.text).toMatch(/\/order\/status\//);
});
