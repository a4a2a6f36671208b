// `node server/build/pglite-template.mjs` (run by scripts/build-server.mjs): makes or refreshes the
// migrated PGlite template a new embedded database is copied from (pglite-template.ts). The template
// only saves time, so a failure here (two builds at once, a full disk) warns and exits 0: a start
// then initialises its database as it did without one.
import { buildTemplate, TEMPLATE_DIR } from "./pglite-template.js";

const started = performance.now();
try {
  const done = await buildTemplate();
  if (done === "built") {
    console.log(`[build] ${TEMPLATE_DIR} (migrated PGlite) in ${Math.round(performance.now() - started)} ms`);
  }
} catch (error) {
  console.warn(
    `[build] no PGlite template (new databases initialise at start): ${error instanceof Error ? error.message : error}`,
  );
}
