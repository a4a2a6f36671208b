import type { Page } from "@playwright/test";

export interface GuestDetails {
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  email: string;
  tel: string;
}

/** On /cart/info: the first offered time slot and the guest's name, reading, e-mail and phone. */
export async function fillGuestCheckout(page: Page, guest: GuestDetails): Promise<void> {
  await page
    .getByRole("radio", { name: /^\d{1,2}:\d{2}/ })
    .first()
    .check({ force: true });
  await page.getByRole("textbox", { name: "姓", exact: true }).fill(guest.lastName);
  await page.getByRole("textbox", { name: "名", exact: true }).fill(guest.firstName);
  await page.getByRole("textbox", { name: "セイ", exact: true }).fill(guest.lastNameKana);
  await page.getByRole("textbox", { name: "メイ", exact: true }).fill(guest.firstNameKana);
  await page.getByRole("textbox", { name: "メールアドレス" }).fill(guest.email);
  await page.getByRole("textbox", { name: "携帯電話番号" }).fill(guest.tel);
}
