// A fixed clock for tests only (decision 0021): TEST_CLOCK_START=<ISO time> makes this process's
// Date read that time, flowing on from there at the real pace, so the whole suite can run "at
// 23:50" or "at 04:00" Tokyo time whatever the hour. Installed once at process start (main.ts),
// on Date only, with @sinonjs/fake-timers (a devDependency): no service code changes. Timers stay
// real, and the fake time keeps exact pace with them. TEST_CLOCK_ANCHOR (epoch ms, default now) is the real moment at which the clock
// reads TEST_CLOCK_START, so a browser started later can agree to the millisecond.

export class TestClockRefused extends Error {
  override name = "TestClockRefused";
}

export interface TestClockSetting {
  start: number;
  anchor: number;
}

/** The clock the environment asks for, or null; throws outside test mode. */
export function testClockSetting(env: NodeJS.ProcessEnv = process.env): TestClockSetting | null {
  const raw = env.TEST_CLOCK_START;
  if (!raw) return null;
  if (env.NODE_ENV !== "test" && env.E2E !== "1") {
    throw new TestClockRefused(
      "TEST_CLOCK_START is honoured only in tests (NODE_ENV=test or E2E=1); unset it to start",
    );
  }
  const start = Date.parse(raw);
  if (Number.isNaN(start)) throw new TestClockRefused(`TEST_CLOCK_START is not a date: ${raw}`);
  const anchor = env.TEST_CLOCK_ANCHOR ? Number(env.TEST_CLOCK_ANCHOR) : Date.now();
  if (!Number.isFinite(anchor)) throw new TestClockRefused("TEST_CLOCK_ANCHOR must be epoch milliseconds");
  return { start, anchor };
}

/** Installs the clock when asked to; returns the time it read at installation, or null. */
export async function installTestClock(env: NodeJS.ProcessEnv = process.env): Promise<Date | null> {
  const setting = testClockSetting(env);
  if (!setting) return null;
  const { install } = await import("@sinonjs/fake-timers");
  const offset = setting.start - setting.anchor;
  // performance's clock is not faked: the real time, read afresh on every `new Date()`.
  const realNow = () => performance.timeOrigin + performance.now();
  const clock = install({ now: realNow() + offset, toFake: ["Date"] });
  // Not `shouldAdvanceTime`: it adds a fixed 20 ms per interval tick, so on a loaded machine the
  // clock falls behind real time (measured: 105 ms for 200 ms) and drifts from the browser's.
  Object.defineProperty(clock, "now", { get: () => Math.round(realNow() + offset), set: () => {} });
  return new Date();
}
