// startTestApp(): the whole app, in-process, on its own copy of the run's template database, with
// the demo shop (seed: true, the default) or empty. Every call gets its own database; close() drops it.
//   const app = await startTestApp();
//   const res = await fetch(`${app.url}/api/products`, { method: "POST" });
//   await app.close();
import { inject } from "vitest";
import { type RunningApp, type StartAppOptions, startApp } from "./start-app.js";
import { copyTemplate } from "./test-databases.js";

export { TEST_ADMIN } from "./start-app.js";
export type TestApp = RunningApp;
export type TestAppOptions = Pick<StartAppOptions, "seed" | "env">;

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const seeded = options.seed ?? true;
  const copy = await copyTemplate(inject("testDatabaseTemplate"), { seeded });
  let app: RunningApp;
  try {
    // The copy already holds the demo shop (seeded once per run by global-setup.ts).
    app = await startApp({ ...options, seed: false, databaseUrl: copy.databaseUrl, dataDir: copy.dataDir });
  } catch (error) {
    await copy.drop().catch(() => {});
    throw error;
  }
  return {
    ...app,
    async close() {
      try {
        await app.close();
      } finally {
        await copy.drop();
      }
    },
  };
}
