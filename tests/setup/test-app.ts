// startTestApp(): the whole app, in-process, on a copy of the run's migrated template database,
// seeded with the demo shop. Every call gets its own database; close() drops it.
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
  const copy = await copyTemplate(inject("testDatabaseTemplate"));
  let app: RunningApp;
  try {
    app = await startApp({ ...options, databaseUrl: copy.databaseUrl, dataDir: copy.dataDir });
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
