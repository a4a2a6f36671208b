// How the benches start `npm start`'s server (decision 0024): the checkout's bundle
// (server/build/main.mjs, built here when stale, as `npm start`'s prestart does), or, in a checkout
// from before the bundle (BENCH_APP_ROOT naming an older export), its sources through tsx.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/** Node's arguments that run the server of `appRoot`. */
export function serverArgs(appRoot: string): string[] {
  const builder = path.join(appRoot, "scripts/build-server.mjs");
  if (!existsSync(builder)) return ["--import", "tsx", path.join(appRoot, "server/src/main.ts")];
  execFileSync(process.execPath, [builder, "--if-stale"], { cwd: appRoot, stdio: "inherit" });
  return [path.join(appRoot, "server/build/main.mjs")];
}

/** The same for a log line: what was started. */
export const serverLabel = (args: string[]) =>
  args[0] === "--import" ? "node --import tsx server/src/main.ts" : "node server/build/main.mjs";
