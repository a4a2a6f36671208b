// Runs before every integration test file. The integration project shares one module graph per
// worker (isolate: false, decision 0027), so a file must not inherit another's fake clock.
import { beforeAll, vi } from "vitest";

beforeAll(() => {
  vi.useRealTimers();
});
