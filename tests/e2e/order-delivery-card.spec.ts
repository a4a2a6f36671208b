import { formatYen } from "../../shared/pricing";
import { signUpAndConfirm, uniqueEmail } from "./support/accounts";
import { chooseOwnSlot, firstKaraage } from "./support/checkout";
import { waitForOrderMail } from "./support/mailbox";
import { expectReceiptAddsUp } from "./support/receipt";
import { type APIRequestContext, expect, type Page, test } from "./support/test";

const yen = (text: string) => Number(text.replace(/[^0-9]/g, ""));
// 広島市中区基町: inside the demo shop's 中区 delivery area (prisma/seed/demo-data.ts).
const POSTAL_CODE = "7300011";
const DELIVERY_MINIMUM = 1500;

/** An administrator's devise_token_auth headers, as the staff's board would send them. */
async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post("/api/admin_auth/sign_in", {
    data: { email: "admin@karaage.example", password: "karaage-admin-2026" },
  });
  expect(response.ok()).toBe(true);
  const headers = response.headers();
  return {
    "access-token": headers["access-token"] ?? "",
    client: headers.client ?? "",
    uid: headers.uid ?? "",
  };
}

async function staffAction(request: APIRequestContext, admin: Record<string, string>, path: string) {
  const response = await request.put(path, { headers: admin });
  expect(response.status()).toBe(200);
  // A rotated token replaces the one sent.
  const rotated = response.headers()["access-token"];
  if (rotated) admin["access-token"] = rotated;
}

/** Karaage for delivery, enough pieces to pass the area's minimum order. */
async function fillCartForDelivery(page: Page) {
  await page.goto("/order");
  await page.getByRole("button", { name: /デリバリー/ }).click();
  await expect(page.getByTestId("order-method")).toHaveText("デリバリー");
  const card = firstKaraage(page);
  await card.getByRole("button", { name: /カートに入れる/ }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("group", { name: /種類/ }).locator("label").last().click();
  const total = dialog.getByTestId("choice-total");
  while (yen((await total.textContent()) ?? "") < DELIVERY_MINIMUM) {
    const before = await total.textContent();
    await dialog.getByRole("button", { name: "数量を1増やす" }).click();
    await expect(total).not.toHaveText(before ?? "");
  }
  await dialog.getByRole("button", { name: "カートに入れる" }).click();
  await expect(page.getByTestId("cart-count").filter({ visible: true })).toHaveText(/^\d/);
}

test("a customer orders for delivery with the postal autofill, pays by card, follows the status live and finds the order in the history", async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail("delivery", testInfo.project.name);
  await signUpAndConfirm(page, email);
  await fillCartForDelivery(page);

  await page.goto("/cart");
  await page.getByRole("button", { name: "ご注文手続きへ進む" }).click();
  await expect(page.getByRole("heading", { name: "お客様情報の入力" })).toBeVisible();
  // The customer's own data is prefilled.
  await expect(page.getByRole("textbox", { name: "姓", exact: true })).toHaveValue("山田");
  await expect(page.getByRole("textbox", { name: "メールアドレス" })).toHaveValue(email);
  await chooseOwnSlot(page);
  await page
    .getByRole("textbox", { name: /郵便番号/ })
    .first()
    .fill(POSTAL_CODE);
  await page.getByRole("button", { name: "住所を検索" }).first().click();
  const address1 = page.getByRole("textbox", { name: /住所（市区町村・番地）/ }).first();
  await expect(address1).toHaveValue(/^広島市中区/);
  await expect(page.getByRole("combobox", { name: /都道府県/ }).first()).toHaveValue("34");
  await address1.fill(`${await address1.inputValue()}1-1`);
  await page.getByRole("radio", { name: /クレジットカード/ }).check();
  await page.getByRole("checkbox", { name: /に同意する/ }).check();
  await page.getByRole("button", { name: "ご注文内容の確認へ" }).click();

  await expect(page.getByRole("heading", { name: "ご注文内容の確認" })).toBeVisible();
  const total = (await page.getByTestId("order-total").textContent()) ?? "";
  await page.getByRole("button", { name: "注文を確定してお支払いへ" }).click();
  await page.getByRole("button", { name: "承認する" }).click();

  await expect(page).toHaveURL(/\/confirm\/purchase\?/);
  const receipt = page.getByTestId("order-receipt");
  await expect(receipt).toBeVisible();
  const code = (await page.getByTestId("order-code").textContent()) ?? "";
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  await expect(page.getByTestId("receipt-total")).toHaveText(total);
  await expect(receipt).toContainText("デリバリー");
  await expect(receipt).toContainText("〒730-0011");
  await expect(receipt).toContainText("クレジットカード");
  await expectReceiptAddsUp(receipt, "receipt");
  await expect(page.getByTestId("receipt-shipping")).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveCount(0);

  const mail = await waitForOrderMail(email, code);
  expect(mail.text).toContain(`合計 ${formatYen(yen(total))}（税込）`);
  expect(mail.text).toContain("お受け取り: デリバリー");

  // Live status: the kitchen prints the ticket, then hands the order over; no reload.
  const label = page.getByTestId("order-status-label");
  await expect(label).toHaveText("受付済み");
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  const admin = await adminHeaders(request);
  // The page subscribes once the order is read; a reprint publishes again until the page has it.
  await expect(async () => {
    await staffAction(request, admin, `/api/admin/orders/${code}/printing`);
    await expect(label).toHaveText("調理中", { timeout: 1_500 });
  }).toPass({ timeout: 15_000 });
  // Handed over only on the order's day: late at night the first slot is tomorrow's, and the
  // server refuses with 409, leaving the order 調理中 (the suite passes at any hour).
  const provided = await request.put(`/api/admin/orders/${code}/provided`, { headers: admin });
  expect([200, 409]).toContain(provided.status());
  const finalLabel = provided.status() === 200 ? "お届け済み" : "調理中";
  await expect(label).toHaveText(finalLabel);
  await expect(page.getByTestId("receipt-status")).toHaveText(finalLabel);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // The history lists it, and its receipt opens by code.
  await page.goto("/mypage/history");
  await expect(page.getByTestId("history-count")).toHaveText("1-1件表示 / 全1件");
  const row = page.getByTestId("history-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(code);
  await expect(row).toContainText("デリバリー");
  await expect(row).toContainText(finalLabel);
  await expect(row).toContainText(formatYen(yen(total)));
  await row.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/mypage/history/${code}$`));
  await expect(page.getByTestId("order-code")).toHaveText(code);
  await expect(page.getByTestId("receipt-total")).toHaveText(total);

  // A code that is not the customer's says so and keeps the session.
  await page.goto("/mypage/history/ZZZZZZ");
  await expect(page.getByRole("alert")).toContainText("見つかりませんでした");
  await expect(page).toHaveURL(/\/mypage\/history\/ZZZZZZ$/);
});
