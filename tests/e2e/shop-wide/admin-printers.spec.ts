// Issue 29 point 3: the owner registers a CloudPRNT printer (its secret shown once) and the kitchen's
// board shows its state from its polls: never polled, it is 応答なし. A printer makes every new order
// write a kitchen ticket: the "shop-wide" project, on an app of its own; removed at the end.
import AxeBuilder from "@axe-core/playwright";
import { field } from "../support/accounts";
import { type APIRequestContext, expect, type Page, test } from "../support/test";

const ADMIN = { email: "admin@karaage.example", password: "karaage-admin-2026" };

async function signInAt(page: Page) {
  await page.goto("/admin/login");
  await field(page, "メールアドレス").fill(ADMIN.email);
  await field(page, "パスワード").fill(ADMIN.password);
  await page.getByRole("button", { name: "ログイン" }).click();
  await expect(page).toHaveURL(/\/admin\/order\/today$/);
}

test("the owner registers a printer, sees its secret once, and the board shows it silent", async ({
  page,
}) => {
  // A board, a form and an axe run on two busy cores.
  test.setTimeout(150_000);
  await signInAt(page);
  await expect(page.getByTestId("printer-status")).toHaveCount(0);

  await page.getByRole("banner").getByRole("link", { name: "プリンター", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "プリンター" })).toBeVisible();
  const form = page.getByRole("form", { name: "プリンターを登録" });
  await form.getByLabel("プリンター名").fill("キッチン");
  await form.getByLabel("MACアドレス").fill("00-11-62-AB-CD-EF");
  await form.getByRole("button", { name: "登録する" }).click();
  await expect(page.getByTestId("printer-secret")).toHaveText(/^[A-Za-z0-9_-]{32}$/);
  await expect(page.getByText("キッチン（00:11:62:ab:cd:ef）")).toBeVisible();
  // The same MAC again is refused in Japanese.
  await form.getByLabel("プリンター名").fill("キッチン2");
  await form.getByLabel("MACアドレス").fill("00:11:62:ab:cd:ef");
  await form.getByRole("button", { name: "登録する" }).click();
  await expect(form.getByText("このMACアドレスのプリンターは登録済みです")).toBeVisible();
  const axe = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

  await page.goto("/admin/order/today");
  const status = page.getByTestId("printer-status");
  await expect(status.locator('[data-state="SILENT"]')).toHaveText(/キッチン.*応答なし（60秒以上）/, {
    timeout: 30_000,
  });
  await expect(status.getByRole("status")).toHaveText(/印刷待ち \d+件/);

  await page.goto("/admin/setting/printer");
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: "削除" }).click();
  await expect(page.getByText("まだ登録されていません")).toBeVisible();
});

const TABLETS = [
  { width: 1024, height: 768 },
  { width: 800, height: 1280 },
];

const PLACE = `mutation($input: PlaceShopOrderInput!) { placeShopOrder(input: $input) { __typename
  ... on PriceChangedError { quote { total } } ... on MutationPlaceShopOrderSuccess { data { order { code } } } } }`;
const MENU = "{ menu(method: TAKEOUT) { categories { products { id options { id } } } } }";

/** Staff's own session beside the page's, for GraphQL calls that set the scene. */
async function staffApi(request: APIRequestContext) {
  const signIn = await request.post("/api/admin_auth/sign_in", { data: ADMIN });
  const headers: Record<string, string> = {
    "access-token": signIn.headers()["access-token"] ?? "",
    client: signIn.headers().client ?? "",
    uid: signIn.headers().uid ?? "",
  };
  return async (query: string, variables: object = {}) => {
    const res = await request.post("/graphql", { headers, data: { query, variables } });
    const token = res.headers()["access-token"];
    if (token) headers["access-token"] = token;
    // biome-ignore lint/suspicious/noExplicitAny: the scene's answers, read as the queries above ask
    return (await res.json()) as { data: Record<string, any> };
  };
}

test("with a printer registered the first card is near the top of both tablets, and its 印刷 sends the ticket in one tap", async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const api = await staffApi(request);
  const mac = "00:11:62:ab:cd:02";
  const registered = await api(`mutation { registerPrinter(name: "キッチン", mac: "${mac}") {
    ... on MutationRegisterPrinterSuccess { data { secret printer { id } } } } }`);
  const { secret, printer } = registered.data.registerPrinter.data;
  const auth = { authorization: `Basic ${Buffer.from(`cloudprnt:${secret}`).toString("base64")}` };
  const poll = async () => {
    const res = await request.post("/api/cloudprnt", {
      headers: auth,
      data: { printerMAC: mac, statusCode: "200%20OK", printingInProgress: false },
    });
    return (await res.json()) as { jobReady: boolean; jobToken?: string };
  };
  // The printer prints every ticket waiting, so the card's tap is the one followed below.
  const printAll = async () => {
    for (let offer = await poll(); offer.jobReady; offer = await poll()) {
      await request.delete(`/api/cloudprnt?mac=${mac}&code=OK&token=${offer.jobToken}`, { headers: auth });
    }
  };

  // A counter order of the same karaage in three sizes: a card of three lines.
  const karaage = (await api(MENU)).data.menu.categories
    .flatMap((c: { products: unknown[] }) => c.products)
    .find((p: { options: unknown[] }) => p.options.length >= 3);
  const input = {
    idempotencyKey: crypto.randomUUID(),
    kind: "COUNTER",
    payment: "CASH",
    name: "板野",
    items: karaage.options.slice(0, 3).map((o: { id: string }) => ({
      productId: Number(karaage.id),
      productOptionId: Number(o.id),
      quantity: 1,
    })),
    expectedTotal: 0,
  };
  const priced = (await api(PLACE, { input })).data.placeShopOrder;
  const placed = (await api(PLACE, { input: { ...input, expectedTotal: priced.quote.total } })).data
    .placeShopOrder;
  const code = placed.data.order.code as string;
  await printAll();

  const page = await (await browser.newContext({ hasTouch: true })).newPage();
  await signInAt(page);
  const card = page.locator(`[data-testid="order-card"][data-code="${code}"]`);
  for (const tablet of TABLETS) {
    await page.setViewportSize(tablet);
    await page.goto("/admin/order/today");
    await expect(page.getByTestId("printer-status")).toBeVisible();
    await expect(page.getByTestId("prep-summary")).toBeVisible();
    await expect(card.getByTestId("order-items").locator(":scope > li")).toHaveCount(3);
    await page.evaluate(() => window.scrollTo(0, 0));
    const first = await page.getByTestId("order-card").first().boundingBox();
    const mine = await card.boundingBox();
    console.log(
      `${tablet.width}×${tablet.height}: first card at ${first?.y} px, three-line card ${mine?.height} px`,
    );
    expect(first?.y ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(250);
    expect((first?.y ?? 0) + (mine?.height ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(tablet.height);
  }

  // One tap: a reprint waits for the printer, is handed to it, and is printed, as the card follows.
  const state = card.getByTestId("card-print-state");
  await card.getByRole("button", { name: "再印刷" }).click();
  await expect(state).toHaveText("プリンターに送りました（印刷待ち）");
  await printAll();
  await expect(state).toHaveText("印刷しました");
  await expect(state).toHaveAttribute("data-state", "PRINTED");

  // Without a printer, the card's print opens the browser's print view as before.
  await api(`mutation { removePrinter(id: "${printer.id}") { __typename } }`);
  await page.reload();
  await expect(card.getByRole("link", { name: "再印刷" })).toHaveAttribute(
    "href",
    `/admin/order/print/${code}`,
  );
  await expect(card.getByTestId("card-print")).toHaveCount(0);
});
