// `npm start` runs this first (prestart): on a fresh clone the client has never been built, so
// build it once; later starts find dist/client and go straight on. `npm run build` rebuilds.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const dist = path.resolve(process.env.CLIENT_DIST_DIR ?? "dist/client");
if (!existsSync(path.join(dist, "index.html"))) {
  console.log(`[start] no client build in ${dist}: building it once (npm run build)`);
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
