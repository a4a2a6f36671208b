// Zod compiles object parsers with `new Function` when the page allows eval, and probes for it
// once. The Content-Security-Policy forbids eval (decision 0036): the probe would be reported as a
// violation on every page with a form. Jitless parsing is what the browser would fall back to
// anyway; this runs before any schema is built (the first import of main.tsx).
// Zod keeps its configuration on `globalThis.__zod_globalConfig` (zod/v4/core's `config()` writes
// there, and a schema reads it when it is built): set it directly, so the first load carries none of
// zod's own code (its core utilities, ~3 kB br, decision 0052's budget). zod-jitless.test.ts fails
// if zod keeps it elsewhere.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
