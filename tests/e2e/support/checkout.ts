import path from "node:path";
// Steps of an order through the storefront, shared by the browser tests that place one.
import { expect, type Page, test } from "./test";

export interface GuestDetails {
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  email: string;
  tel: string;
}

/** Specs that place orders through checkout; each (spec, project) books slots of its own. */
const ORDERING_SPECS = [
  "admin-order-board",
  "order-card",
  "order-delivery-card",
  "order-money",
  "order-status-link",
  "order-takeout",
  "order-server-cart",
  "languages",
  "languages-journey",
];
const PROJECTS = ["mobile", "desktop", "tablet"];

/**
 * This test's own slot among those offered on the first day: specs run in parallel against one shop,
 * and taking the same first slot they used to fill it (capacity 8 takeout, 4 delivery) and find it
 * full after a retry. Distinct indexes keep them apart while the day has enough slots.
 */
export function ownSlotIndex(): number {
  const info = test.info();
  const spec = path.basename(info.file).replace(/\.spec\.ts$/, "");
  const specIndex = ORDERING_SPECS.indexOf(spec);
  const projectIndex = Math.max(PROJECTS.indexOf(info.project.name), 0);
  return (specIndex < 0 ? ORDERING_SPECS.length : specIndex) * PROJECTS.length + projectIndex;
}

/** On /cart/info: checks this test's own slot of the first day offered. */
export async function chooseOwnSlot(page: Page): Promise<void> {
  const slots = page.getByRole("radio", { name: /^\d{1,2}:\d{2}/ });
  // The list can be drawn again (a live reception change refetches it) between two reads: a
  // count of 0 read then made the index NaN. Read a count that has slots in it.
  let count = 0;
  await expect.poll(async () => (count = await slots.count())).toBeGreaterThan(0);
  await slots.nth(ownSlotIndex() % count).check({ force: true });
}

/** On /cart/info: this test's own time slot and the guest's name, reading, e-mail and phone. */
export async function fillGuestCheckout(page: Page, guest: GuestDetails): Promise<void> {
  await chooseOwnSlot(page);
  await page.getByRole("textbox", { name: "姓", exact: true }).fill(guest.lastName);
  await page.getByRole("textbox", { name: "名", exact: true }).fill(guest.firstName);
  await page.getByRole("textbox", { name: "セイ", exact: true }).fill(guest.lastNameKana);
  await page.getByRole("textbox", { name: "メイ", exact: true }).fill(guest.firstNameKana);
  await page.getByRole("textbox", { name: "メールアドレス" }).fill(guest.email);
  await page.getByRole("textbox", { name: "携帯電話番号" }).fill(guest.tel);
}

/** Chooses the method on /order, then adds a product by its name (its first option, if any). */
export async function addToCart(page: Page, method: "テイクアウト" | "デリバリー", productName: string) {
  await page.goto("/order");
  await page.getByRole("button", { name: new RegExp(method) }).click();
  await expect(page.getByTestId("order-method")).toHaveText(method);
  const card = page
    .getByTestId("product-card")
    .filter({ has: page.getByRole("heading", { name: productName, exact: true }) });
  await card.getByRole("button", { name: /カートに入れる/ }).click();
  const dialog = page.getByRole("dialog", { name: productName });
  // Open first (its code may still be loading): count() does not wait, and would skip the option.
  await expect(dialog).toBeVisible();
  const options = dialog.getByRole("group", { name: /種類/ });
  if (await options.count()) await options.locator("label").first().click();
  await dialog.getByRole("button", { name: "カートに入れる" }).click();
  await expect(dialog).toBeHidden();
}

/** The first product on the menu shown whose name has 唐揚げ (the demo shop has several). */
export const firstKaraage = (page: Page) =>
  page
    .getByTestId("product-card")
    .filter({ has: page.getByRole("heading", { name: /唐揚げ/ }) })
    .first();

/**
 * Adds the first 唐揚げ to the cart from the menu shown: its dialog, its first 種類 (unless
 * `firstOption` is false: then the option the dialog opened with), カートに入れる. Returns its name.
 */
export async function addFirstKaraage(page: Page, { firstOption = true } = {}): Promise<string> {
  const card = firstKaraage(page);
  const name = (await card.getByRole("heading", { level: 3 }).textContent()) ?? "";
  await card.getByRole("button", { name: /カートに入れる/ }).click();
  const dialog = page.getByRole("dialog", { name });
  if (firstOption) await dialog.getByRole("group", { name: /種類/ }).locator("label").first().click();
  await dialog.getByRole("button", { name: "カートに入れる" }).click();
  return name;
}

/** The guest of placeTakeoutOrder unless a test names another. */
export const TAKEOUT_GUEST: GuestDetails = {
  lastName: "板野",
  firstName: "厨子",
  lastNameKana: "イタノ",
  firstNameKana: "ズシ",
  email: "board.guest@example.jp",
  tel: "09098765432",
};

/** A guest orders the first 唐揚げ for takeout, paying at the shop; returns the order's code and product. */
export async function placeTakeoutOrder(
  page: Page,
  guest: Partial<GuestDetails> = {},
): Promise<{ code: string; productName: string }> {
  await page.goto("/order");
  await page.getByRole("button", { name: /テイクアウト/ }).click();
  const productName = await addFirstKaraage(page);
  await expect(page.getByTestId("cart-count").filter({ visible: true })).toHaveText(/^1/);

  await page.goto("/cart");
  await page.getByRole("button", { name: "ご注文手続きへ進む" }).click();
  await fillGuestCheckout(page, { ...TAKEOUT_GUEST, ...guest });
  await page.getByRole("checkbox", { name: /に同意する/ }).check();
  await page.getByRole("button", { name: "ご注文内容の確認へ" }).click();
  await page.getByRole("button", { name: "注文を確定する" }).click();
  await expect(page).toHaveURL(/\/confirm\/purchase\?code=[A-Z0-9]{6}$/);
  return { code: new URL(page.url()).searchParams.get("code") ?? "", productName };
}
