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
  return { nproc: os.availableParallelism(), cpu: model.trim(), node: process.version };
}

const percent = (part: number, whole: number) => (whole > 0 ? `${((part / whole) * 100).toFixed(0)} %` : "–");

/** Markdown for docs/benchmarks.md: the table, the ratios against the raw server, and the machine. */
export function markdownReport(
  results: Result[],
  host: Awaited<ReturnType<typeof machine>>,
  settings: { seconds: number; connections: number },
): string {
  const [graphql, rest, raw] = results;
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${Math.round(r.reqPerSec)} | ${r.p99.toFixed(1)} | ${raw ? percent(r.reqPerSec, raw.reqPerSec) : "–"} |${r.failed ? ` ${r.failed} failed |` : ""}`,
  );
  return [
    `Measured ${new Date().toISOString().slice(0, 10)}: ${host.nproc} × ${host.cpu}, Node ${host.node}; ` +
      `autocannon, ${settings.connections} connections, ${settings.seconds} s per target after a 2 s warm-up.`,
    "",
    "| Target | req/s | p99 (ms) | of raw |",
    "| --- | ---: | ---: | ---: |",
    ...rows,
    "",
    `GraphQL/raw: ${graphql && raw ? percent(graphql.reqPerSec, raw.reqPerSec) : "–"}, ` +
      `REST/raw: ${rest && raw ? percent(rest.reqPerSec, raw.reqPerSec) : "–"} (goal: each ≥ 40 %).`,
  ].join("\n");
}
