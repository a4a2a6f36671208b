// LINE notices end to end (decision 0051): a guest links LINE at checkout through LINE Login (served
// locally in LINE's documented shapes), orders, and gets the accepted and ready notices on LINE once
// each, with the mails as well. An app of the spec's own points at the local LINE Platform.
import { LINE_FIXTURE, LineFixture } from "../integration/line/line-fixture";
import { uniqueEmail } from "./support/accounts";
import { ADMIN } from "./support/board";
import { addToCart, fillGuestCheckout } from "./support/checkout";
import { type ClockApp, startClockApp } from "./support/clock-app";
import { waitForOrderMail } from "./support/mailbox";
import { expect, test, testNow } from "./support/test";

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

test("a guest links LINE at checkout and gets the accepted and ready notices once each, with the mails", async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const configured = await staffGql(
    `mutation($input: LineSettingsInput!) { updateLineSettings(input: $input) { __typename } }`,
    { input: LINE_FIXTURE },
  );
  expect(configured.data?.updateLineSettings?.__typename).toBe("MutationUpdateLineSettingsSuccess");

  const context = await browser.newContext({ baseURL: app.baseURL });
  await app.follow(context);
  const page = await context.newPage();
  const email = uniqueEmail("line.guest", testInfo.project.name);
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
  const code = new URL(page.url()).searchParams.get("code") ?? "";

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
  await context.close();
});
