// Zod compiles object parsers with `new Function` when the page allows eval, and probes for it
// once. The Content-Security-Policy forbids eval (decision 0036): the probe would be reported as a
// violation on every page with a form. Jitless parsing is what the browser would fall back to
// anyway; this runs before any schema is built (the first import of main.tsx).
import { config } from "zod/v4/core";

config({ jitless: true });
