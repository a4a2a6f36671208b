// Which Chromium the browser tests use: $CHROMIUM_PATH, else Debian's /usr/bin/chromium, else the one
// `npx playwright install chromium` downloads. Run directly, it exits 1 when none is installed.
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";

export const SYSTEM_CHROMIUM = "/usr/bin/chromium";

/** The executablePath to give Playwright; undefined means Playwright's own build. */
export function chromiumExecutablePath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;
}

async function installedChromium() {
  const own = chromiumExecutablePath();
  if (own) return existsSync(own) ? own : undefined;
  const { chromium } = await import("playwright-core");
  const bundled = chromium.executablePath();
  return existsSync(bundled) ? bundled : undefined;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const found = await installedChromium();
  if (found) console.log(`Chromium: ${found}`);
  process.exit(found ? 0 : 1);
}
