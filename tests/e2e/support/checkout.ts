import path from "node:path";
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
  await expect(slots.first()).toBeAttached();
  await slots.nth(ownSlotIndex() % (await slots.count())).check({ force: true });
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
  const options = dialog.getByRole("group", { name: /種類/ });
  if (await options.count()) await options.locator("label").first().click();
  await dialog.getByRole("button", { name: "カートに入れる" }).click();
  await expect(dialog).toBeHidden();
}
