// A queue worked in batches (QueueSpec.batchSize, the mail queue's 10): up to that many jobs run
// side by side, each exactly once, but those of one lane (sequenceKey: the mails to one address)
// one after another in the queue's order; the done ones are recorded together, also while a slow
// one still runs; a failed one alone is retried; a drained queue is worked again at its polling
// interval. Both databases.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobs, type Jobs, jobIdFor } from "../../../server/src/jobs/jobs.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { jobsIn, waitUntil } from "../../support/jobs.js";

const QUEUE = "test-batched";
const BATCH = 4;
/** The job that takes 5 s: the others of its batch are recorded as done meanwhile. */
const SLOW = 100;

let app: TestApp;
let jobs: Jobs;
const runs = new Map<number, number>();
const spans = new Map<number, { start: number; end: number }>();
let inFlight = 0;
let mostInFlight = 0;
let openGate: () => void = () => {};
const gate = new Promise<void>((resolve) => {
  openGate = resolve;
});

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  jobs = createJobs({ sql: app.db.jobSql, fast: true, log: () => {} });
  jobs.define<{ n: number; lane?: string }>(
    QUEUE,
    {
      expireInSeconds: 60,
      retryLimit: 2,
      retryDelay: 1,
      pollingIntervalSeconds: 1,
      fastPollingIntervalSeconds: 0.2,
      batchSize: BATCH,
      sequenceKey: (data) =>
        (data as { n: number; lane?: string }).lane ?? `job ${(data as { n: number }).n}`,
    },
    async ({ n, lane }) => {
      runs.set(n, (runs.get(n) ?? 0) + 1);
      const start = performance.now();
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      try {
        await gate; // every job is queued before any batch finishes
        await new Promise((resolve) => setTimeout(resolve, n === SLOW ? 5_000 : lane ? 100 : 20));
        spans.set(n, { start, end: performance.now() });
        if (n === 5 && runs.get(n) === 1) throw new Error("first attempt of job 5 fails");
      } finally {
        inFlight -= 1;
      }
    },
  );
  await jobs.start();
});
afterAll(async () => {
  await jobs?.stop(5_000);
  await app?.close();
});

describe("a queue worked in batches", () => {
  it("runs up to a batch side by side, each job once, and retries only the one that failed", async () => {
    for (let n = 1; n <= 9; n++) await jobs.send(QUEUE, { n });
    openGate();
    await waitUntil(async () => (await jobsIn(app.db, QUEUE, "completed")) === 9, 30_000, "nine jobs done");

    expect(mostInFlight).toBe(BATCH);
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const [n, count] of runs) expect(count, `job ${n}`).toBe(n === 5 ? 2 : 1);
    expect(await jobsIn(app.db, QUEUE)).toBe(9);
  });

  it("works a job sent after the queue was drained", async () => {
    await jobs.send(QUEUE, { n: 10 });
    await waitUntil(async () => (await jobsIn(app.db, QUEUE, "completed")) === 10, 30_000, "job 10 done");
    expect(runs.get(10)).toBe(1);
  });

  it("records the done jobs of a batch while a slow one still runs", async () => {
    // One transaction: the four are visible at once, so one fetch takes them together.
    await app.db.prisma.$transaction(async (tx) => {
      for (const n of [SLOW, 101, 102, 103]) await jobs.send(QUEUE, { n }, { tx });
    });
    await waitUntil(
      async () => (await jobsIn(app.db, QUEUE, "completed")) === 13,
      4_000,
      "the quick three done",
    );
    expect(await jobsIn(app.db, QUEUE, "active")).toBe(1);
    await waitUntil(
      async () => (await jobsIn(app.db, QUEUE, "completed")) === 14,
      30_000,
      "the slow one done",
    );
    for (const n of [SLOW, 101, 102, 103]) expect(runs.get(n), `job ${n}`).toBe(1);
  });

  it("runs the jobs of one lane one after another, in the queue's order, beside the others", async () => {
    // Written in one transaction (one creation time), the queue orders them by id: ids chosen in order.
    const keyed = ["lane-x", "lane-y", "lane-z"]
      .map((key) => ({ key, id: jobIdFor(key) }))
      .sort((a, b) => (a.id < b.id ? -1 : 1));
    await app.db.prisma.$transaction(async (tx) => {
      for (const [i, { key }] of keyed.entries())
        await jobs.send(QUEUE, { n: 200 + i, lane: "a" }, { tx, key });
      await jobs.send(QUEUE, { n: 203 }, { tx });
    });
    await waitUntil(async () => (await jobsIn(app.db, QUEUE, "completed")) === 18, 10_000, "the four done");
    const [first, second, third, beside] = [200, 201, 202, 203].map((n) => spans.get(n)!);
    expect(second!.start).toBeGreaterThanOrEqual(first!.end);
    expect(third!.start).toBeGreaterThanOrEqual(second!.end);
    // Another lane's job ran meanwhile, not after the lane.
    expect(beside!.start).toBeLessThan(first!.end);
  });
});
