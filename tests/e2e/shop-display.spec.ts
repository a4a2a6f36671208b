// Issue 30, point 4: /shop/display, a screen facing the customers. It shows the call numbers being
// prepared (調理中) and ready (お渡し準備完了), large and live, and nothing personal; it needs a
// staff sign-in on the device, and returns to the sign-in when that session ends elsewhere.
import AxeBuilder from "@axe-core/playwright";
import { ADMIN_STORAGE_KEYS } from "../../shared/constants";
import { field } from "./support/accounts";
import { ADMIN, staffContext } from "./support/board";
import { dayPhase, expect, lookScreenshots, type Page, test } from "./support/test";

/** A board action as the signed-in staff's own page sends it (its stored credentials). */
async function asStaff(page: Page, query: string, variables: object) {
  return page.evaluate(
    async ([query, variables, keys]) => {
      const res = await fetch("/graphql", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "access-token": localStorage.getItem(keys.accessToken) ?? "",
          client: localStorage.getItem(keys.client) ?? "",
          uid: localStorage.getItem(keys.uid) ?? "",
        },
        body: JSON.stringify({ query, variables }),
      });
      return res.json();
    },
    [query, variables, ADMIN_STORAGE_KEYS] as const,
  );
}

test("the pickup display shows a counter order's call number live, then as ready, and ends with the session", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page: display } = await staffContext(browser, ADMIN, {
    viewport: { width: 1024, height: 768 },
  });
  // Straight to the display: no header, no link, no other way out of it.
  await display.goto("/shop/display");
  const preparing = display.getByTestId("display-preparing");
  const ready = display.getByTestId("display-ready");
  await expect(display.getByRole("heading", { name: "調理中" })).toBeVisible();
  await expect(display.getByRole("heading", { name: "お渡し準備完了" })).toBeVisible();
  await expect(display.getByRole("main").getByRole("link")).toHaveCount(0);

  // A counter order for now, taken on another page of the same device.
  const counter = await context.newPage();
  await counter.goto("/shop");
  await counter.getByTestId("shop-tile").and(counter.locator(":not([aria-haspopup])")).first().click();
  await counter.getByRole("button", { name: "注文する" }).click();
  await expect(counter).toHaveURL(/\/shop\/purchase$/);
  await expect(counter.getByTestId("shop-call-number")).toHaveText(/^\d{1,3}$/);
  const number = (await counter.getByTestId("shop-call-number").textContent()) ?? "";
  const code = (await counter.getByTestId("shop-order-code").textContent()) ?? "";

  // After the day's last slot it is tomorrow's order: not on today's display.
  if (dayPhase() !== "after-last-slot") {
    await expect(preparing.getByText(number, { exact: true })).toBeVisible();
    const { data } = await asStaff(counter, "query($code: String!) { order(code: $code) { id } }", { code });
    const marked = await asStaff(counter, "mutation($id: ID!) { markOrderReady(id: $id) { __typename } }", {
      id: data.order.id,
    });
    expect(marked.data.markOrderReady.__typename).toBe("MutationMarkOrderReadySuccess");
    await expect(ready.getByText(number, { exact: true })).toBeVisible();
    await expect(preparing.getByText(number, { exact: true })).toHaveCount(0);
  }
  // Numbers only: never the order's code.
  await expect(display.getByText(code)).toHaveCount(0);
  const results = await new AxeBuilder({ page: display })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => v.id)).toEqual([]);
  if (lookScreenshots) await display.screenshot({ path: "test-results/shop-display-1024.png" });
  await display.setViewportSize({ width: 800, height: 1280 });
  if (lookScreenshots) await display.screenshot({ path: "test-results/shop-display-800.png" });

  // The device's sign-in ends (signed out from the back office): the display closes to the sign-in.
  // (A copy of the session in another browser would fight this one over its rotating token; the
  // server's close of a live screen on sign-out is live-session-end.spec's, through the same link.)
  await counter.goto("/admin/menu");
  await counter.getByRole("button", { name: "ログアウト" }).click();
  await expect(counter).toHaveURL(/\/admin\/login/);
  await expect(display).toHaveURL(/\/admin\/login$/, { timeout: 15_000 });
  await expect(field(display, "メールアドレス")).toBeVisible();
  await context.close();
});
