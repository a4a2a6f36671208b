import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { icuAst } from "./scripts/vite-icu-ast.js";

const root = fileURLToPath(new URL(".", import.meta.url));

// Two projects: pure units (no database, fast) and integration tests that start the whole app
// in-process on a database of their own (see tests/setup/). `vitest run --project unit` skips the
// database setup entirely, because a project's globalSetup only runs when it has tests queued.
export default defineConfig({
  // The catalogues' core and rest (lib/i18n.tsx), as ICU strings.
  plugins: [icuAst({ ast: false })],
  resolve: { alias: { "@shared": `${root}shared` } },
  test: {
    pool: "forks",
    // Two cores on CI; each integration worker holds an app and a database in memory.
    maxWorkers: 2,
    teardownTimeout: 30_000,
    reporters: process.env.VITEST_JSON_REPORT
      ? ["default", ["json", { outputFile: process.env.VITEST_JSON_REPORT }]]
      : ["default"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          include: [
            "shared/**/*.test.ts",
            "server/**/*.test.ts",
            "client/src/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
          ],
          exclude: ["**/node_modules/**", "server/src/generated/**", "client/src/gql/**"],
          testTimeout: 10_000,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          environment: "node",
          include: ["tests/integration/**/*.test.ts", "tests/setup/**/*.test.ts"],
          globalSetup: ["tests/setup/global-setup.ts"],
          // One module graph per worker, not per file: importing the app took ~60 % of the run (0027).
          isolate: false,
          setupFiles: ["tests/setup/each-file.ts"],
          // Opening an embedded database and seeding it takes a few seconds on a slow machine.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
