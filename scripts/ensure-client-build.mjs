// `npm start` runs this first (prestart): on a fresh clone the client has never been built, so
// build it once; later starts find dist/client (and dist/prerender beside it, decision 0029) and go
// straight on. `npm run build` rebuilds.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const dist = path.resolve(process.env.CLIENT_DIST_DIR ?? "dist/client");
const prerender = path.join(dist, "..", "prerender", "prerender.js");
if (!existsSync(path.join(dist, "index.html")) || (!process.env.CLIENT_DIST_DIR && !existsSync(prerender))) {
  console.log(`[start] no client build in ${dist}: building it once (npm run build)`);
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
