import { readFile } from "node:fs/promises";
import { field, uniqueEmail } from "./support/accounts";
import { placeTakeoutOrder } from "./support/checkout";
import { expect, type Page, test, testNow } from "./support/test";

const ADMIN = { email: "admin@karaage.example", password: "karaage-admin-2026" };

/** Clicks the CSV button and reads the saved file as bytes. */
async function downloadCsv(page: Page): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "売上明細をCSVで保存" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  return readFile(await download.path());
}

/** Rows of a simple CSV (this export quotes only fields with commas, quotes or line breaks). */
function rowsOf(text: string): string[][] {
  return text
    .split("\r\n")
    .filter(Boolean)
    .map((line) => line.split(","));
}

test("the owner saves the day's orders as a CSV that Excel opens: UTF-8 with BOM, Japanese headers", async ({
  page,
  browser,
}, testInfo) => {
  // An order through the storefront, then the back office, on a shared two-core machine.
  test.setTimeout(120_000);
  const { code } = await placeTakeoutOrder(page, {
    lastName: "売上",
    firstName: "花子",
    lastNameKana: "ウリアゲ",
    firstNameKana: "ハナコ",
    email: uniqueEmail("sales.csv", testInfo.project.name),
    tel: "09011112222",
  });

  const owner = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await owner.goto("/admin/login");
  await field(owner, "メールアドレス").fill(ADMIN.email);
  await field(owner, "パスワード").fill(ADMIN.password);
  await owner.getByRole("button", { name: "ログイン" }).click();
  await expect(owner).toHaveURL(/\/admin\/order\/today$/);
  // In-app navigation: a page load would abort the board's requests, and a lost token rotation
  // signs the page out.
  await owner.getByRole("banner").getByRole("link", { name: "売上", exact: true }).click();
  await expect(owner.getByRole("heading", { name: "売上" })).toBeVisible();

  // The first free slot may be today or a later day: look the order up over a week first.
  const weekLater = new Date(testNow().getTime() + 7 * 86_400_000).toLocaleDateString("sv-SE", {
    timeZone: "Asia/Tokyo",
  });
  await owner.getByLabel("終了日").fill(weekLater);
  const week = rowsOf((await downloadCsv(owner)).toString("utf8").replace(/^\uFEFF/, ""));
  const day = week.find((row) => row[0] === code)?.[1] ?? "";
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  // Then that day alone.
  await owner.getByLabel("開始日").fill(day);
  await owner.getByLabel("終了日").fill(day);
  // The sales table's row (the reconciliation below has one for the day too).
  const salesTable = owner.getByRole("region", { name: "売上の一覧" });
  await expect(salesTable.getByRole("cell", { name: day })).toBeVisible();
  const bytes = await downloadCsv(owner);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString("utf8").slice(1);
  expect(text).toContain("\r\n");
  const [headers, ...rows] = rowsOf(text);
  expect(headers).toEqual([
    "注文番号",
    "受取日",
    "受取時刻",
    "受取方法",
    "受付経路",
    "支払方法",
    "状態",
    "お名前",
    "電話番号",
    "品数",
    "8%対象（税込）",
    "8%消費税",
    "10%対象（税込）",
    "10%消費税",
    "小計（税抜）",
    "配達料（税抜）",
    "消費税",
    "売上（税込）",
    "注文日時",
    "決済ID",
    "返金額",
  ]);
  const row = rows.find((r) => r[0] === code);
  expect(row).toBeDefined();
  expect(row?.slice(3, 10)).toEqual([
    "テイクアウト",
    "オンライン",
    "店頭・配達時払い",
    "受付済み",
    "売上 花子",
    "09011112222",
    "1",
  ]);
  expect(Number(row?.[17])).toBeGreaterThan(0);
  // The page's total for the day is the CSV's sales column summed.
  const csvSales = rows.reduce((sum, r) => sum + Number(r[17]), 0);
  await expect(salesTable.locator("tfoot")).toContainText(`${csvSales.toLocaleString("ja-JP")}円`);
  // Only that day's orders.
  expect(rows.every((r) => r[1] === day)).toBe(true);
});
