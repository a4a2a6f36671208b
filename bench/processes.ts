// The processes `npm run bench -- orders` measures: `npm start`'s server as a child process (of
// BENCH_APP_ROOT's checkout), PostgreSQL's own pgbench on a throw-away database, and the CPU
// ticks of a process and its children, or of PostgreSQL, from /proc.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import {
  createDatabase,
  DB_PREFIX,
  databaseUrl,
  dropDatabase,
  newRunId,
} from "../tests/setup/test-databases.js";
import { withClient } from "./events-env.js";
import { serverArgs } from "./server-command.js";

const run = promisify(execFile);

/** The checkout whose server is started: another worktree measures the code before a change. */
export const APP_ROOT = path.resolve(process.env.BENCH_APP_ROOT ?? path.join(import.meta.dirname, ".."));

/** pgbench -i on a throw-away database, then tpcb-like with `connections` clients. */
export async function runPgbench(pgUrl: string, connections: number, seconds: number): Promise<number> {
  const name = `${DB_PREFIX}${newRunId()}_pgbench`;
  await withClient(pgUrl, (client) => createDatabase(client, name));
  const url = databaseUrl(pgUrl, name);
  try {
    await run("pgbench", ["-i", "-q", "-s", "1", url]);
    const { stdout } = await run("pgbench", [
      "-b",
      "tpcb-like",
      "-c",
      String(connections),
      "-j",
      "2",
      "-T",
      String(seconds),
      url,
    ]);
    const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
    if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
    return Number(tps);
  } finally {
    await withClient(pgUrl, (client) => dropDatabase(client, name));
  }
}

/** `npm start`'s server as a child process on `url`; resolves when it listens. */
export async function startServer(
  url: string,
  workers: number,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<{ url: string; pid: number; child: ChildProcess; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [...nodeArgs, ...serverArgs(APP_ROOT)], {
    cwd: APP_ROOT,
    env: {
      ...process.env,
      NODE_ENV: "test",
      DATABASE_URL: url,
      PORT: "0",
      WEB_CONCURRENCY: String(workers),
      SEED_DEMO: "0",
      DATA_DIR: path.join(os.tmpdir(), `karaage-bench-${process.pid}`),
      // NODE_ENV=test logs nothing (lib/log.ts), and the start is read from the "listening on" line.
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const listening = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening on .*?\(port (\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  const serverUrl = await listening;
  // With several workers, wait until each has announced itself.
  if (workers > 1) {
    const deadline = Date.now() + 60_000;
    while ((output.match(/listening on/g)?.length ?? 0) < workers && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url: serverUrl,
    pid: child.pid!,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** utime + stime of every PostgreSQL process of this machine (its backends included), in clock ticks. */
export async function postgresTicks(): Promise<number> {
  let ticks = 0;
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const text = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    if (!text.includes(" (postgres) ")) continue;
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    // With cutime and cstime: a backend that ended (a pool closing an idle connection) is counted
    // in the postmaster's, so the sum never goes back.
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return ticks;
}

/** utime + stime of a process and of its children (cluster workers), in clock ticks. */
export async function cpuTicks(pid: number): Promise<number> {
  const stats: { pid: number; ppid: number; ticks: number }[] = [];
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const text = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    if (fields.length < 15) continue;
    stats.push({
      pid: Number(entry),
      ppid: Number(fields[1]),
      ticks: Number(fields[11]) + Number(fields[12]),
    });
  }
  const family = new Set([pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const s of stats) {
      if (!family.has(s.pid) && family.has(s.ppid)) {
        family.add(s.pid);
        grew = true;
      }
    }
  }
  return stats.filter((s) => family.has(s.pid)).reduce((sum, s) => sum + s.ticks, 0);
}
