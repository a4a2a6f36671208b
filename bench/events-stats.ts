// Figures of the events benchmark: percentiles over every delivery, and the Markdown for
// docs/benchmarks.md (machine line, latency table, ratios against the raw Redis round trip).
import type { machine } from "./report.js";

/** Milliseconds on a clock shared by every thread of the process. */
export const now = () => performance.timeOrigin + performance.now();

export interface Series {
  name: string;
  /** Per delivery: ms from the moment the order request (or raw publish) was sent. */
  fromSend: number[];
  /** Per delivery: ms from the moment its placeOrder response (or PUBLISH reply) arrived; may be < 0. */
  fromAnswer: number[];
  /** Per delivery: ms after a raw Redis subscriber of the app's channel saw the event (mode b). */
  fromTap: number[];
  /** Per message: ms between its first and its last receiver. */
  spreads: number[];
  /** Per message: ms from send to its response. */
  roundTrips: number[];
  messages: number;
  /** Deliveries that never came (per message, receivers that had not seen it within the timeout). */
  missed: number;
  /** SQL statements per order while it was placed and delivered, when they could be counted. */
  queriesPerMessage?: number;
}

/** Nearest-rank percentile of unsorted values. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const ms = (value: number) => (Number.isNaN(value) ? "–" : value.toFixed(value < 10 ? 2 : 1));
const times = (part: number, whole: number) =>
  Number.isNaN(part) || !(whole > 0) ? "–" : `${(part / whole).toFixed(part / whole < 10 ? 1 : 0)}×`;

export interface Settings {
  database: string;
  boards: number;
  sessions: number;
  messages: number;
  skipped: string[];
}

export function eventsMarkdown(
  series: Series[],
  baseline: Series | undefined,
  host: Awaited<ReturnType<typeof machine>>,
  settings: Settings,
): string {
  const base = (p: number) => (baseline ? percentile(baseline.fromSend, p) : Number.NaN);
  const latency = series.map((s) => {
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(s.fromSend, p)) as [number, number, number];
    const got = `${s.fromSend.length}${s.missed ? ` (${s.missed} missed!)` : ""}`;
    return (
      `| ${s.name} | ${got} | ${ms(p50)} | ${ms(p95)} | ${ms(p99)} | ${ms(percentile(s.fromSend, 100))} | ` +
      `${times(p50, base(50))} | ${times(p95, base(95))} | ${times(p99, base(99))} |`
    );
  });
  const detail = series.map((s) =>
    [
      s.name,
      ms(percentile(s.roundTrips, 50)),
      ms(percentile(s.fromAnswer, 50)),
      ms(percentile(s.fromAnswer, 99)),
      ms(percentile(s.fromTap, 50)),
      ms(percentile(s.fromTap, 99)),
      ms(percentile(s.spreads, 50)),
      s.queriesPerMessage === undefined ? "–" : s.queriesPerMessage.toFixed(1),
    ].join(" | "),
  );
  return [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${host.nproc} × ${host.cpu}, Node ${host.node} ` +
      `(1-min load average before the run: ${host.load.toFixed(1)}), ${settings.database}; ` +
      `${settings.messages} orders (or raw messages) one after the other after a warm-up, each delivered to ` +
      `${settings.boards} receivers in a worker thread; the boards share ${settings.sessions} signed-in ` +
      "administrator clients.",
    "",
    "Latency from sending the order (or the raw PUBLISH) to each receiver's arrival, over every delivery:",
    "",
    "| Path | deliveries | p50 (ms) | p95 (ms) | p99 (ms) | max (ms) | p50 / raw | p95 / raw | p99 / raw |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...latency,
    "",
    "Where the time goes: the request's own round trip; arrival after its response (negative: the event",
    "came first); arrival after a raw Redis subscriber of the app's channel saw the event (mode b: the",
    "fan-out on B); first to last receiver of one message; SQL statements per order, both instances:",
    "",
    "| Path (ms) | request p50 | after response p50 | p99 | after Redis p50 | p99 | first→last p50 | SQL per order |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...detail.map((row) => `| ${row} |`),
    ...(settings.skipped.length > 0 ? ["", ...settings.skipped.map((s) => `Skipped: ${s}.`)] : []),
  ].join("\n");
}
