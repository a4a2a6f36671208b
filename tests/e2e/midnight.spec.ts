// Across Tokyo midnight, on an app whose clock starts at 23:59:00 on a Thursday (decision 0037):
// "sold out today" ends by itself and the open storefront shows the product again without a
// reload (the day-start job), and the new day is offered from its opening. Both sides of midnight
// assert, every run, whatever the hour the suite runs at.
import { field } from "./support/accounts";
import { ADMIN } from "./support/board";
import { firstKaraage } from "./support/checkout";
import { type ClockApp, startClockApp } from "./support/clock-app";
import { expect, type Page, test } from "./support/test";

const BEFORE_MIDNIGHT = "2026-11-26T23:59:00+09:00";
const MIDNIGHT = Date.parse("2026-11-27T00:00:00+09:00");

interface Reception {
  method: string;
  reason: string;
  nextSlot: { startsAt: string; label: string } | null;
}

async function takeout(page: Page, app: ClockApp): Promise<Reception | undefined> {
  const response = await page.request.post(`${app.baseURL}/graphql`, {
    data: { query: "{ receptionStates { method reason nextSlot { startsAt label } } }" },
  });
  const body = (await response.json()) as { data: { receptionStates: Reception[] } };
  return body.data.receptionStates.find((state) => state.method === "TAKEOUT");
}

const tokyoDay = (value: string | Date) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Tokyo" }).format(new Date(value));

test("at Tokyo midnight a product sold out for the day is back on the open storefront, and the new day is offered", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const app = await startClockApp(BEFORE_MIDNIGHT);
  try {
    const staffContext = await browser.newContext({ baseURL: app.baseURL });
    await app.follow(staffContext);
    const staff = await staffContext.newPage();
    await staff.goto("/admin/login");
    await field(staff, "メールアドレス").fill(ADMIN.email);
    await field(staff, "パスワード").fill(ADMIN.password);
    await staff.getByRole("button", { name: "ログイン" }).click();
    await expect(staff).toHaveURL(/\/admin\/order\/today$/);

    const customerContext = await browser.newContext({ baseURL: app.baseURL });
    await app.follow(customerContext);
    const customer = await customerContext.newPage();
    await customer.goto("/menu");
    const card = firstKaraage(customer);
    const name = ((await card.getByRole("heading", { level: 3 }).textContent()) ?? "").trim();
    await expect(card.getByTestId("sold-out")).toHaveCount(0);

    // Before midnight: sold out for today, and tomorrow is the first day offered.
    await staff.goto(`/admin/menu?name=${encodeURIComponent(name)}`);
    const row = staff.getByTestId("admin-product-row").filter({ hasText: name }).first();
    await row.getByRole("button", { name: new RegExp(`^品切れにする\\s*（${name}）$`) }).click();
    await expect(row.getByRole("button", { name: new RegExp(`^本日品切れ\\s*（${name}）$`) })).toBeVisible();
    await expect(card.getByTestId("sold-out")).toHaveText("品切れ");
    expect(app.now().getTime(), "the app started in time to see the day before midnight").toBeLessThan(
      MIDNIGHT,
    );
    const before = await takeout(staff, app);
    expect(before?.reason).toBe("AFTER_LAST_ORDER");
    expect(tokyoDay(before?.nextSlot?.startsAt ?? "")).toBe("2026-11-27");

    // Midnight passes on the app's clock; the page is not reloaded.
    await expect.poll(() => app.now().getTime(), { timeout: 150_000 }).toBeGreaterThan(MIDNIGHT);
    await expect(card.getByTestId("sold-out")).toHaveCount(0, { timeout: 60_000 });
    await expect(card.getByRole("button", { name: /カートに入れる/ })).toBeEnabled();
    const after = await takeout(staff, app);
    expect(after?.reason).toBe("BEFORE_OPENING");
    expect(tokyoDay(after?.nextSlot?.startsAt ?? "")).toBe("2026-11-27");
    await staffContext.close();
    await customerContext.close();
  } finally {
    await app.stop();
  }
});
