import { chromium } from "@playwright/test";
import setup from "./topping-setup.mjs";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
for (const width of [375, 1280]) {
  const page = await (await browser.newContext({ viewport: { width, height: 900 }, locale: "ja-JP" })).newPage();
  await setup(page, "http://127.0.0.1:38771");
  const group = page.getByRole("dialog", { name: "フライドポテト" }).getByRole("group", { name: /ガーリックマヨ/ });
  await group.scrollIntoViewIfNeeded();
  await page.getByRole("dialog", { name: "フライドポテト" }).screenshot({ path: `/tmp/i26b-shots/dialog-${width}.png` });
}
await browser.close();
