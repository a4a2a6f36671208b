import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { linkIn, type ReceivedMail } from "../../setup/smtp";

function mailsTo(address: string): ReceivedMail[] {
  const dir = process.env.E2E_MAIL_DIR as string;
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as ReceivedMail)
    .filter((mail) => mail.to.includes(address));
}

/** The newest mail to `address` once there are at least `count` of them. */
export async function waitForMail(address: string, count = 1): Promise<ReceivedMail> {
  await expect
    .poll(() => mailsTo(address).length, { message: `mail to ${address}`, timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  return mailsTo(address).at(-1) as ReceivedMail;
}

/** The link in the mail, on the site under test (path and query only). */
export function pathOfLinkIn(mail: ReceivedMail): string {
  const url = linkIn(mail);
  return `${url.pathname}${url.search}`;
}

/** The mail to `address` whose subject names this order code (other mails to the address are skipped). */
export async function waitForOrderMail(address: string, code: string): Promise<ReceivedMail> {
  const find = () => mailsTo(address).find((mail) => mail.subject.includes(`注文番号 ${code}`));
  await expect
    .poll(() => find() !== undefined, { message: `order mail ${code} to ${address}`, timeout: 15_000 })
    .toBe(true);
  return find() as ReceivedMail;
}
