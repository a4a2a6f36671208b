import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { TestClockRefused, testClockSetting } from "./test-clock.js";

describe("the test clock", () => {
  it("is off unless TEST_CLOCK_START is set", () => {
    expect(testClockSetting({ NODE_ENV: "test" })).toBeNull();
  });

  it("is refused outside test mode, so production can never run on a fake time", () => {
    const env = { TEST_CLOCK_START: "2026-11-24T23:50:00+09:00" };
    expect(() => testClockSetting({ ...env, NODE_ENV: "production" })).toThrow(TestClockRefused);
    expect(() => testClockSetting({ ...env, NODE_ENV: "development" })).toThrow(TestClockRefused);
    expect(testClockSetting({ ...env, NODE_ENV: "test", TEST_CLOCK_ANCHOR: "1000" })).toEqual({
      start: Date.parse("2026-11-24T14:50:00Z"),
      anchor: 1000,
    });
    expect(testClockSetting({ ...env, E2E: "1" })?.start).toBe(Date.parse("2026-11-24T14:50:00Z"));
    expect(() => testClockSetting({ NODE_ENV: "test", TEST_CLOCK_START: "soon" })).toThrow(TestClockRefused);
  });

  it("makes a process's Date start at that time and flow on, timers untouched", () => {
    const script = `
      import { installTestClock } from "./server/src/lib/test-clock.ts";
      await installTestClock();
      const first = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 200));
      console.log(JSON.stringify({ first, later: Date.now(), iso: new Date(first).toISOString() }));
      process.exit(0);
    `;
    const out = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      env: { ...process.env, NODE_ENV: "test", TEST_CLOCK_START: "2026-11-24T04:00:00+09:00" },
    }).toString();
    const { first, later } = JSON.parse(out.trim().split("\n").pop() ?? "{}");
    expect(first - Date.parse("2026-11-23T19:00:00Z")).toBeGreaterThanOrEqual(0);
    expect(first - Date.parse("2026-11-23T19:00:00Z")).toBeLessThan(5_000);
    expect(later - first).toBeGreaterThanOrEqual(150);
    expect(later - first).toBeLessThan(5_000);
  });
});
