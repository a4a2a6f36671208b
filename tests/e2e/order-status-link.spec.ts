import { addFirstKaraage, fillGuestCheckout } from "./support/checkout";
import { waitForMail } from "./support/mailbox";
import { expect, test } from "./support/test";

test("an unknown order code on the confirmation page is a clear not-found, never thanks", async ({
  page,
}) => {
  await page.goto("/confirm/purchase?code=ZZZZZZ");
  await expect(page.getByTestId("order-not-found")).toContainText(
    "ご注文番号 ZZZZZZ のご注文は見つかりませんでした",
  );
  await expect(page.getByText(/承りました|Thank you/i)).toHaveCount(0);
});

test("a declined card ends with the failure mail, whose status link shows the void order on another device", async ({
  page,
  browser,
}, testInfo) => {
  const email = `declined.${testInfo.project.name}.${Date.now()}@example.jp`;
  await page.goto("/order");
  await page.getByRole("button", { name: /テイクアウト/ }).click();
  await addFirstKaraage(page, { firstOption: false });
  await page.goto("/cart/info");
  await fillGuestCheckout(page, {
    lastName: "佐藤",
    firstName: "一郎",
    lastNameKana: "サトウ",
    firstNameKana: "イチロウ",
    email,
    tel: "08012345678",
  });
  await page.getByRole("radio", { name: /クレジットカード/ }).check();
  await page.getByRole("checkbox", { name: /に同意する/ }).check();
  await page.getByRole("button", { name: "ご注文内容の確認へ" }).click();
  await page.getByRole("button", { name: "注文を確定してお支払いへ" }).click();
  await page.getByRole("button", { name: "拒否する" }).click();
  await expect(page.getByRole("alert")).toContainText("承認されなかった");

  const failure = await waitForMail(email, 2);
  expect(failure.subject).toContain("ご注文は無効になりました");
  const link = new URL(failure.text.match(/https?:\/\/\S+\/order\/status\/\S+/)?.[0] ?? "");

  const other = await browser.newContext();
  const phone = await other.newPage();
  await phone.goto(`${link.pathname}${link.search}`);
  await expect(phone.getByRole("heading", { name: "ご注文の状況" })).toBeVisible();
  await expect(phone.getByTestId("order-status-label")).toHaveText("キャンセル");
  await expect(phone.getByText(/承りました/)).toHaveCount(0);
  // Without the secret the same order does not exist.
  await phone.goto(link.pathname);
  await expect(phone.getByTestId("order-not-found")).toBeVisible();
  await other.close();
});
