// `node server/build/first-start.mjs` (run by scripts/build-server.mjs): makes or refreshes what
// a first start copies instead of computing (decision 0028): the migrated PGlite template a new
// embedded database starts from (db/pglite-template.ts), and the demo photos rendered from the demo
// menu's drawings (prisma/seed/demo-images.ts). Each only saves time, so a failure here (two builds
// at once, a full disk) warns and exits 0: a start then does that work itself, as without them.
import { buildDemoPhotoCache, DEMO_PHOTO_CACHE } from "../../prisma/seed/demo-images.js";
import { buildTemplate, TEMPLATE_DIR } from "./db/pglite-template.js";
import { logger } from "./lib/log.js";

async function step(what: string, where: string, build: () => Promise<"current" | "built">): Promise<void> {
  const started = performance.now();
  try {
    if ((await build()) === "built") {
      logger.info(`[build] ${where} (${what}) in ${Math.round(performance.now() - started)} ms`);
    }
  } catch (error) {
    logger.warn(
      `[build] no ${what}; a first start makes it: ${error instanceof Error ? error.message : error}`,
    );
  }
}

await Promise.all([
  step("migrated PGlite template", TEMPLATE_DIR, () => buildTemplate()),
  step("demo photos", DEMO_PHOTO_CACHE, () => buildDemoPhotoCache()),
]);
