// Playwright's webServer: build the client, start the app with `npm start`, and remove the
// run's temporary DATA_DIR once the app has stopped. E2E_SKIP_BUILD=1 reuses an existing dist/.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import os from "node:os";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const dataDir = process.env.DATA_DIR;

if (process.env.E2E_SKIP_BUILD !== "1") {
  const build = spawnSync(npm, ["run", "build", "--", "--logLevel", "warn"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (build.status !== 0) {
    console.error(`[e2e server] npm run build failed (exit ${build.status})`);
    process.exit(1);
  }
}

const app = spawn(npm, ["start"], { stdio: "inherit" });
let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    // Playwright signals the whole process group; pass it on once in case we run alone.
    if (stopping) return;
    stopping = true;
    app.kill(signal);
  });
}

app.on("exit", (code, signal) => {
  // Only ever delete the temporary folder Playwright made, never a real data folder.
  if (dataDir?.startsWith(os.tmpdir()) && dataDir.includes("karaage-e2e-")) {
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
});
