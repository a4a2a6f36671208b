// LINE notices end to end (decision 0051): a guest links LINE at checkout through LINE Login (served
// locally in LINE's documented shapes), orders, and gets the accepted and ready notices on LINE once
// each, with the mails as well; the kitchen tells a delay from the board (decision 0056); the LINE
// settings page passes axe. An app of the spec's own points at the local LINE Platform.
import AxeBuilder from "@axe-core/playwright";
import { LINE_FIXTURE, LineFixture } from "../integration/line/line-fixture";
import { uniqueEmail } from "./support/accounts";
import { ADMIN, cardOn, openBoard, staffContext } from "./support/board";
import { addToCart, fillGuestCheckout } from "./support/checkout";
import { type ClockApp, startClockApp } from "./support/clock-app";
import { waitForOrderMail } from "./support/mailbox";
import { type Browser, expect, type Page, test, testNow } from "./support/test";

let line: LineFixture;
let app: ClockApp;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  line = await new LineFixture().start();
  app = await startClockApp(testNow().toISOString(), { LINE_API_URL: line.url, LINE_ACCESS_URL: line.url });
});
test.afterAll(async () => {
  await app?.stop();
  await line?.close();
});

async function staffGql(query: string, variables: object = {}) {
  const signIn = await fetch(`${app.baseURL}/api/admin_auth/sign_in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  const headers = {
    "content-type": "application/json",
    "access-token": signIn.headers.get("access-token") ?? "",
    client: signIn.headers.get("client") ?? "",
    uid: signIn.headers.get("uid") ?? "",
  };
  const res = await fetch(`${app.baseURL}/graphql`, {
    method: "POST",
    headers,
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: Record<string, { __typename?: string }> };
}

async function configureLine() {
  const configured = await staffGql(
    `mutation($input: LineSettingsInput!) { updateLineSettings(input: $input) { __typename } }`,
    { input: LINE_FIXTURE },
  );
  expect(configured.data?.updateLineSettings?.__typename).toBe("MutationUpdateLineSettingsSuccess");
}

/** A guest links LINE at checkout and orders a takeout; the page stays on the order's status. */
async function linkedGuestOrder(browser: Browser, email: string): Promise<{ page: Page; code: string }> {
  const context = await browser.newContext({ baseURL: app.baseURL });
  await app.follow(context);
  const page = await context.newPage();
  await addToCart(page, "テイクアウト", "若鶏のもも唐揚げ");
  await page.goto("/cart");
  await page.getByRole("button", { name: "ご注文手続きへ進む" }).click();
  await fillGuestCheckout(page, {
    lastName: "宮島",
    firstName: "紅葉",
    lastNameKana: "ミヤジマ",
    firstNameKana: "モミジ",
    email,
    tel: "09011112222",
  });

  // LINE's consent page answers at once; the browser comes back to the checkout with all it typed.
  await page.getByRole("button", { name: "LINEで通知を受け取る" }).click();
  await expect(page).toHaveURL(/\/cart\/info$/);
  await expect(page.getByRole("status").filter({ hasText: "LINEでもお知らせします" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "メールアドレス" })).toHaveValue(email);

  await page.getByRole("checkbox", { name: /に同意する/ }).check();
  await page.getByRole("button", { name: "ご注文内容の確認へ" }).click();
  await page.getByRole("button", { name: "注文を確定する" }).click();
  await expect(page).toHaveURL(/\/confirm\/purchase\?code=[A-Z0-9]{6}$/);
  return { page, code: new URL(page.url()).searchParams.get("code") ?? "" };
}

test("a guest links LINE at checkout and gets the accepted and ready notices once each, with the mails", async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await configureLine();
  const email = uniqueEmail("line.guest", testInfo.project.name);
  const { page, code } = await linkedGuestOrder(browser, email);

  await expect.poll(() => line.textsTo(line.loginUser).length, { timeout: 20_000 }).toBe(1);
  expect(line.textsTo(line.loginUser)[0]).toContain(`注文番号 ${code}`);
  await waitForOrderMail(email, code);

  // The kitchen marks it ready (on the order's day): one LINE message, and the mail.
  const ready = await staffGql(`mutation($id: ID!) { markOrderReady(id: $id) { __typename } }`, { id: code });
  test.skip(
    ready.data?.markOrderReady?.__typename === "ConflictError",
    "the first slot offered is not today",
  );
  expect(ready.data?.markOrderReady?.__typename).toBe("MutationMarkOrderReadySuccess");
  await expect.poll(() => line.textsTo(line.loginUser).length, { timeout: 20_000 }).toBe(2);
  expect(line.textsTo(line.loginUser)[1]).toContain("ご用意ができました");
  expect(line.violations).toEqual([]);
  await page.context().close();
});

test("the kitchen tells a delay from the board card: on LINE once, on the card and on the customer's page", async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await configureLine();
  const { page: customer, code } = await linkedGuestOrder(
    browser,
    uniqueEmail("line.delay", testInfo.project.name),
  );
  await expect
    .poll(() => line.textsTo(line.loginUser).some((t) => t.includes(code)), { timeout: 20_000 })
    .toBe(true);
  const { context, page: board } = await staffContext(browser, ADMIN, { baseURL: app.baseURL });
  await app.follow(context);
  await openBoard(board, "/admin/order/today");
  const card = cardOn(board, code);
  test.skip((await card.count()) === 0, "the first slot offered is not today");

  await card.getByRole("button", { name: "遅れを連絡" }).click();
  const dialog = board.getByRole("dialog", { name: "何分ほど遅れますか？" });
  await expect(dialog).toBeVisible();
  const choices = dialog.getByRole("button", { name: /^約\d+分/ });
  await expect(choices).toHaveCount(4);
  for (const choice of await choices.all()) {
    const box = await choice.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(48);
  }
  await dialog.getByRole("button", { name: /^約15分/ }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId("order-delay")).toContainText("遅れを連絡済み：約15分");

  // The customer's page, open since the order, shows it without a reload; LINE has it once.
  await expect(customer.getByTestId("order-delay")).toContainText(
    "お受け取りが予定より約15分遅れる見込みです",
  );
  const delayed = () => line.textsTo(line.loginUser).filter((t) => t.includes(code) && t.includes("約15分"));
  await expect.poll(() => delayed().length, { timeout: 20_000 }).toBe(1);
  expect(line.violations).toEqual([]);

  // Told again at once by a double tap: refused on the card, nothing sent twice.
  await card.getByRole("button", { name: "遅れを連絡" }).click();
  await dialog.getByRole("button", { name: /^約15分/ }).click();
  await expect(card.getByRole("alert")).toContainText("連絡済みです");
  expect(delayed()).toHaveLength(1);
  await context.close();
  await customer.context().close();
});

test("the LINE settings page has no serious or critical axe violation", async ({ browser }) => {
  await configureLine();
  const { context, page } = await staffContext(browser, ADMIN, { baseURL: app.baseURL });
  await page.goto("/admin/setting/line");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious).toEqual([]);
  await context.close();
});
