import { chromium } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
const base = "http://127.0.0.1:38771";
const [,, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--disable-sync","--no-first-run"] });
for (const width of [375, 800, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: "ja-JP", timezoneId: "Asia/Tokyo" });
  const page = await context.newPage();
  for (const entry of paths) {
    const [name, path, setup] = entry.split("|");
    if (setup) { const mod = await import(setup); await mod.default(page, base); }
    else await page.goto(base + path);
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: `/tmp/i26b-shots/${name}-${width}.png`, fullPage: true });
    const axe = await new AxeBuilder({ page }).analyze();
    console.log(width, name, "axe violations:", axe.violations.map(v => `${v.id}(${v.nodes.length})`).join(",") || "none");
  }
  await context.close();
}
await browser.close();
