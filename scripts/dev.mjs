// npm run dev: the API server (tsx watch, restarts on change) on PORT (default 3000) and the Vite dev
// server with hot reload on 5173, which proxies /graphql, /api and /healthz to the API server.
// Open http://localhost:5173. Ctrl-C stops both.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);
const env = { ...process.env, PORT: process.env.PORT ?? "3000" };

const children = [
  spawn(bin("tsx"), ["watch", "--clear-screen=false", "server/src/main.ts"], {
    cwd: root,
    env,
    stdio: "inherit",
  }),
  spawn(bin("vite"), [], { cwd: root, env, stdio: "inherit" }),
];

let exiting = false;
function stop(code) {
  if (exiting) return;
  exiting = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}

for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
