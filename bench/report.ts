import { readFile } from "node:fs/promises";
import os from "node:os";

export interface Result {
  name: string;
  reqPerSec: number;
  /** milliseconds */
  p99: number;
  failed: number;
}

export async function machine() {
  const cpuinfo = await readFile("/proc/cpuinfo", "utf8").catch(() => "");
  const model = /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1] ?? os.cpus()[0]?.model ?? "unknown";
  const load = os.loadavg()[0] ?? 0;
  return { nproc: os.availableParallelism(), cpu: model.trim(), node: process.version, load };
}

const percent = (part: number, whole: number) => {
  if (!(whole > 0)) return "–";
  const value = (part / whole) * 100;
  return `${value.toFixed(value < 10 ? 1 : 0)} %`;
};

/** Markdown for docs/benchmarks.md: the table, the ratios against the raw server, and the machine. */
export function markdownReport(
  results: Result[],
  host: Awaited<ReturnType<typeof machine>>,
  settings: { seconds: number; connections: number; database: string },
): string {
  const [graphql, rest, raw] = results;
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${Math.round(r.reqPerSec)} | ${r.p99.toFixed(1)} | ${raw ? percent(r.reqPerSec, raw.reqPerSec) : "–"} |${r.failed ? ` ${r.failed} failed |` : ""}`,
  );
  return [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${host.nproc} × ${host.cpu}, Node ${host.node} ` +
      `(1-min load average before the run: ${host.load.toFixed(1)}), ` +
      `${settings.database} with the demo shop; autocannon (in a worker thread), ${settings.connections} ` +
      `connections, ${settings.seconds} s per target after a 2 s warm-up.`,
    "",
    "| Target | req/s | p99 (ms) | of raw |",
    "| --- | ---: | ---: | ---: |",
    ...rows,
    "",
    `GraphQL/raw: ${graphql && raw ? percent(graphql.reqPerSec, raw.reqPerSec) : "–"}, ` +
      `REST/raw: ${rest && raw ? percent(rest.reqPerSec, raw.reqPerSec) : "–"} (goal: each ≥ 60 %, issue 16).`,
  ].join("\n");
}
