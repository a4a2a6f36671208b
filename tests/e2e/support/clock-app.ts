// An app of a spec's own, whose clock starts at a time the spec chooses at the moment it starts:
// for what happens at a given instant (midnight), which a run-wide clock reaches at no known point
// of the run. Same server as the suite's (tests/e2e/serve.mjs, the client already built), its own
// embedded database, mail to the suite's SMTP server.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import type { BrowserContext } from "@playwright/test";

export interface ClockApp {
  baseURL: string;
  /** The app's clock now (it started at `start` when spawned and flows at the real pace). */
  now(): Date;
  /** Sets a browser context's clock to the app's (after the run's clock was installed in it). */
  follow(context: BrowserContext): Promise<void>;
  stop(): Promise<void>;
}

const freePort = () =>
  Number(
    execFileSync(process.execPath, [
      "-e",
      "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
    ]).toString(),
  );

/** `extraEnv`: settings of this app alone (e.g. Stripe's keys and a fixture's address). */
export async function startClockApp(start: string, extraEnv: Record<string, string> = {}): Promise<ClockApp> {
  const port = freePort();
  const anchor = Date.now();
  const dataDir = path.join(os.tmpdir(), `karaage-e2e-clock-${anchor}-${randomBytes(4).toString("hex")}`);
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !["DATABASE_URL", "REDIS_URL"].includes(key)) env[key] = value;
  }
  const child: ChildProcess = spawn(process.execPath, ["tests/e2e/serve.mjs"], {
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: "1",
      E2E: "1",
      E2E_SKIP_BUILD: "1",
      TEST_CLOCK_START: start,
      TEST_CLOCK_ANCHOR: String(anchor),
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      ...extraEnv,
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGTERM");
    await exited;
  };
  // Ready when it answers; the first start migrates and seeds a fresh embedded database.
  for (const started = Date.now(); ; ) {
    if (child.exitCode !== null) throw new Error(`the clock app exited with ${child.exitCode}`);
    const up = await fetch(`${baseURL}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() - started > 120_000) {
      await stop();
      throw new Error("the clock app did not start within 120 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const now = () => new Date(Date.parse(start) + (Date.now() - anchor));
  return {
    baseURL,
    now,
    follow: (context) => context.clock.setSystemTime(now()),
    stop,
  };
}
