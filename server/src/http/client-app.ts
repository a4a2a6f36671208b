// The built client (dist/client): static files, and index.html for every page so that the client's
// router renders the route. A path that is no page of the client (shared/page-routes.ts) still gets
// index.html, so the app shows its own 404 page, but with HTTP status 404 as the spec asks.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import { isKnownPagePath } from "../../../shared/page-routes.js";

/** Vite puts content-hashed files under assets/: their URL changes whenever they do. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
const SHORT = "public, max-age=3600";

const NOT_BUILT_MESSAGE =
  "The client is not built yet. Run `npm run build` (or use `npm run dev` while developing), then reload.\n" +
  "クライアントがまだビルドされていません。`npm run build` を実行してから再読み込みしてください。\n";

export function clientRoutes(distDir: string) {
  const app = new Hono();
  const indexFile = path.join(distDir, "index.html");

  const files = () =>
    serveStatic({
      root: distDir,
      onFound: (file, c) => {
        const rel = path.relative(distDir, file);
        c.header(
          "Cache-Control",
          rel.startsWith(`assets${path.sep}`) ? IMMUTABLE : rel.endsWith(".html") ? REVALIDATE : SHORT,
        );
      },
    });
  // Created once the folder exists, so that a server started before `npm run build` picks it up.
  let serveFiles: MiddlewareHandler | undefined;
  app.use("*", (c, next) => {
    if (!serveFiles && existsSync(distDir)) serveFiles = files();
    return serveFiles ? serveFiles(c, next) : next();
  });

  app.get("*", async (c) => {
    const accept = c.req.header("accept") ?? "";
    if (!accept.includes("text/html")) return c.text("Not Found", 404);
    if (!existsSync(indexFile)) return c.text(NOT_BUILT_MESSAGE, 503);
    c.header("Cache-Control", REVALIDATE);
    return c.html(await readFile(indexFile, "utf8"), isKnownPagePath(c.req.path) ? 200 : 404);
  });

  return app;
}
