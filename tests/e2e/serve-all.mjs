// Playwright's one webServer: builds the client once, then starts every app of the run at the same
// time (the main one, shop-wide's, the hour projects'), each through serve.mjs on its own embedded
// database. Playwright sets its webServers up one after another, so four entries meant four
// migrations and seeds in a row before the first test; here they overlap. Ready (200 on
// E2E_APPS_READY_PORT) once every app answers /healthz; any app that exits ends the run.
import { spawn, spawnSync } from "node:child_process";
import http from "node:http";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
/** @type {{ name: string; port: number; env: Record<string, string>; quiet?: boolean }[]} */
const apps = JSON.parse(process.env.E2E_APPS ?? "[]");
const readyPort = Number(process.env.E2E_APPS_READY_PORT);
if (apps.length === 0 || !readyPort) {
  console.error("[e2e apps] E2E_APPS and E2E_APPS_READY_PORT are set by playwright.config.ts");
  process.exit(1);
}

if (process.env.E2E_SKIP_BUILD !== "1") {
  const build = spawnSync(npm, ["run", "build", "--", "--logLevel", "warn"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (build.status !== 0) {
    console.error(`[e2e apps] npm run build failed (exit ${build.status})`);
    process.exit(1);
  }
}

// The server bundle and what a first start copies (decision 0028), made once here: the apps'
// prestart then finds them fresh instead of four of them writing them at once.
const prepared = spawnSync(process.execPath, ["scripts/build-server.mjs", "--if-stale"], {
  stdio: ["ignore", "inherit", "inherit"],
});
if (prepared.status !== 0) {
  console.error(`[e2e apps] scripts/build-server.mjs failed (exit ${prepared.status})`);
  process.exit(1);
}

let stopping = false;
const children = apps.map((app) => {
  const child = spawn(process.execPath, ["tests/e2e/serve.mjs"], {
    env: { ...process.env, ...app.env, E2E_SKIP_BUILD: "1" },
    stdio: ["ignore", app.quiet ? "ignore" : "inherit", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.once("exit", (code, signal) => {
    if (stopping) return;
    console.error(`[e2e apps] the ${app.name} app stopped (${signal ?? `exit ${code}`})`);
    stop(1);
  });
  return { app, child, exited };
});

async function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const { child } of children) if (child.exitCode === null) child.kill("SIGTERM");
  await Promise.all(children.map(({ exited }) => exited));
  process.exit(code);
}
// Playwright signals the whole process group; the apps get it too, and this waits for them.
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => stop(0));

const healthy = async (port) =>
  fetch(`http://127.0.0.1:${port}/healthz`).then(
    (response) => response.ok,
    () => false,
  );

const waiting = new Set(apps.map((app) => app.port));
while (waiting.size > 0) {
  for (const port of [...waiting]) if (await healthy(port)) waiting.delete(port);
  if (waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, 250));
}
http
  .createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/plain" }).end("ready\n");
  })
  .listen(readyPort, "127.0.0.1");
