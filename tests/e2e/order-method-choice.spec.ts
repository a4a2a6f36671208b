// /order's two method cards grow when the reception lines (accepting now, earliest slot, ordering
// hours) arrive: the second card moves down. A tap made meanwhile used to land on the other method
// or between the cards (seen under load: a tap on デリバリー that did nothing). The cards take taps
// once their lines are in.
import { expect, test } from "./support/test";

test("the method cards take a tap once their reception lines are in, and the tap chooses that method", async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The reception states are held back (sent by index.html's prefetch or by the app).
  await page.route("**/graphql*", async (route) => {
    const request = route.request();
    if (`${request.url()} ${request.postData() ?? ""}`.includes("ReceptionStates")) await held;
    await route.fallback();
  });
  await page.goto("/order");
  const delivery = page.getByRole("button", { name: /デリバリー/ });
  await expect(delivery).toBeVisible();
  await expect(delivery).toBeDisabled();
  await expect(page.getByRole("button", { name: /テイクアウト/ })).toBeDisabled();

  release();
  await expect(delivery).toBeEnabled();
  await expect(delivery.locator(".method-choice__state")).toBeVisible();
  await delivery.click();
  await expect(page.getByTestId("order-method")).toHaveText("デリバリー");
});
