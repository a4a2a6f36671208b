// The main thread's handle on the receivers' worker (events-boards.ts), and the measuring loop.
import { Worker } from "node:worker_threads";
import type { FromBoards, ToBoards } from "./events-boards.js";
import type { Series } from "./events-stats.js";

const BOARDS_MODULE = new URL("./events-boards.ts", import.meta.url).href;

/** How long one message may take to reach every receiver before it counts as missed. */
const DELIVERY_TIMEOUT_MS = 10_000;

export class Receivers {
  // The worker is TypeScript too: a one-line script loads it through tsx's API.
  private worker = new Worker(
    `import("tsx/esm/api").then(({ tsImport }) => tsImport(${JSON.stringify(BOARDS_MODULE)}, ${JSON.stringify(import.meta.url)}))`,
    { eval: true },
  );
  private arrived = new Map<string, number[]>();
  /** When the raw Redis tap saw each event (mode b only). */
  taps = new Map<string, number>();
  private waiters = new Map<string, (times: number[]) => void>();
  private control: { type: FromBoards["type"]; resolve(): void; reject(error: Error): void } | undefined;
  errors: string[] = [];

  constructor() {
    this.worker.on("message", (message: FromBoards) => {
      if (message.type === "delivered" || message.type === "partial") {
        const waiter = this.waiters.get(message.key);
        if (waiter) waiter(message.times);
        else this.arrived.set(message.key, message.times);
      } else if (message.type === "tap") {
        this.taps.set(message.key, message.at);
      } else if (message.type === "error") {
        this.errors.push(message.message);
        if (this.errors.length <= 5) console.error(`  receiver error: ${message.message}`);
        // A failed command would otherwise leave the caller waiting for its answer.
        if (message.fatal) this.control?.reject(new Error(message.message));
      } else if (this.control?.type === message.type) {
        this.control.resolve();
        this.control = undefined;
      }
    });
    this.worker.on("error", (error) => this.control?.reject(error));
  }

  /** Sends a command and waits for its answer (`ready` or `closed`). */
  send(message: ToBoards, answer: "ready" | "closed"): Promise<void> {
    return new Promise((resolve, reject) => {
      this.control = { type: answer, resolve, reject };
      this.worker.postMessage(message);
    });
  }

  /** Arrival times of `key` at every receiver, or those that came within the timeout. */
  take(key: string, timeoutMs = DELIVERY_TIMEOUT_MS): Promise<number[]> {
    const ready = this.arrived.get(key);
    if (ready) {
      this.arrived.delete(key);
      return Promise.resolve(ready);
    }
    return new Promise((resolve) => {
      const timer = setTimeout(
        () => this.worker.postMessage({ type: "flush", key } satisfies ToBoards),
        timeoutMs,
      );
      this.waiters.set(key, (times) => {
        clearTimeout(timer);
        this.waiters.delete(key);
        resolve(times);
      });
    });
  }

  terminate() {
    return this.worker.terminate();
  }
}

export interface Sent {
  key: string;
  sentAt: number;
  answeredAt: number;
}

/** Sends until one message reaches all `expected` receivers (subscriptions start asynchronously). */
export async function warmUp(receivers: Receivers, send: () => Promise<Sent>, expected: number) {
  let complete = 0;
  for (let attempt = 0; attempt < 20 && complete < 5; attempt++) {
    const { key } = await send();
    const times = await receivers.take(key, 3_000);
    complete = times.length === expected ? complete + 1 : 0;
  }
  if (complete < 5) throw new Error(`the receivers never all got a warm-up message (${receivers.errors[0]})`);
}

/** `messages` messages one after the other, each awaited at every receiver. */
export async function measure(
  name: string,
  receivers: Receivers,
  send: () => Promise<Sent>,
  options: { messages: number; expected: number; statements?: () => number },
): Promise<Series> {
  const series: Series = {
    name,
    fromSend: [],
    fromAnswer: [],
    fromTap: [],
    spreads: [],
    roundTrips: [],
    messages: 0,
    missed: 0,
  };
  let statements = 0;
  for (let i = 0; i < options.messages; i++) {
    const before = options.statements?.() ?? 0;
    const { key, sentAt, answeredAt } = await send();
    const times = await receivers.take(key);
    statements += (options.statements?.() ?? 0) - before;
    series.messages += 1;
    series.roundTrips.push(answeredAt - sentAt);
    series.missed += options.expected - times.length;
    if (times.length > 0) series.spreads.push(Math.max(...times) - Math.min(...times));
    const tap = receivers.taps.get(key);
    for (const at of times) {
      series.fromSend.push(at - sentAt);
      series.fromAnswer.push(at - answeredAt);
      if (tap !== undefined) series.fromTap.push(at - tap);
    }
  }
  if (options.statements) series.queriesPerMessage = statements / options.messages;
  return series;
}
