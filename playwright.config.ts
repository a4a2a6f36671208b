import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumExecutablePath } from "./tests/e2e/chromium.mjs";

// Playwright loads this file in the runner and again in every worker. The runner picks ports and
// folders once and leaves them in process.env, which the workers inherit, so all processes agree.
// Each port is free when asked for and unlike every other one picked here: the system may hand
// out a port it just handed out, once the probe that held it has closed.
const pickedPorts = new Set<string>();
const freePort = (): string => {
  for (;;) {
    const port = execFileSync(process.execPath, [
      "-e",
      "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
    ]).toString();
    const inUse = Object.entries(process.env).some(
      ([key, value]) => /^E2E_.*PORT$/.test(key) && value === port,
    );
    if (!pickedPorts.has(port) && !inUse) {
      pickedPorts.add(port);
      return port;
    }
  }
};
// Only names, no folders: this file may be evaluated by processes that never start the server.
const tempName = (prefix: string) =>
  path.join(os.tmpdir(), `${prefix}-${Date.now()}-${randomBytes(4).toString("hex")}`);

process.env.E2E_PORT ||= freePort();
// A new embedded database for every run, created by the app on start; tests/e2e/serve.mjs removes
// it when the app stops.
process.env.E2E_DATA_DIR ||= tempName("karaage-e2e");
// The test SMTP server (tests/e2e/support/mail-server.ts, globalSetup) listens on a port picked
// here, so the app's SMTP_URL is known before either starts; mails reach the workers as files.
process.env.E2E_SMTP_PORT ||= freePort();
process.env.E2E_MAIL_DIR ||= tempName("karaage-e2e-mail");
// The whole run has a fixed clock (decisions 0021 and 0037): the server's (TEST_CLOCK_START, test
// mode only) and every browser context's (tests/e2e/support/test.ts) read E2E_CLOCK at this moment,
// the anchor, and flow on from there. By default a Thursday (the demo shop is open) at 12:30 Tokyo,
// with slots left today; E2E_CLOCK=<ISO time> runs the suite at another time, E2E_CLOCK=real on the
// real clock. The specs whose path depends on the hour also run at the times of CLOCK_PROJECTS.
process.env.E2E_CLOCK ||= "2026-11-26T12:30:00+09:00";
const runClock = process.env.E2E_CLOCK === "real" ? null : process.env.E2E_CLOCK;
if (runClock && Number.isNaN(Date.parse(runClock))) throw new Error("E2E_CLOCK is not a date (or real)");
process.env.E2E_CLOCK_ANCHOR ||= String(Date.now());

/** The tests whose path depends on the hour (today's slots left, which board an order is on, the
 * counter's day) are tagged @hour: besides the run's midday, each also runs before opening and after
 * the last slot, on an app of its own whose clock starts there, and asserts the branch it expects. */
const HOUR_TAG = /@hour/;
const CLOCK_PROJECTS = [
  { name: "at-0900", clock: "2026-11-26T09:00:00+09:00" },
  { name: "at-2130", clock: "2026-11-26T21:30:00+09:00" },
].map((project) => {
  const key = project.name.replace("-", "_").toUpperCase();
  process.env[`E2E_${key}_PORT`] ||= freePort();
  process.env[`E2E_${key}_DATA_DIR`] ||= tempName(`karaage-e2e-${project.name}`);
  return {
    ...project,
    port: Number(process.env[`E2E_${key}_PORT`]),
    dataDir: process.env[`E2E_${key}_DATA_DIR`] as string,
  };
});
// The specs that change the whole shop (shop-wide/) get an app of their own, on its own embedded
// database: they run beside the others instead of after them (decision 0027).
process.env.E2E_SHOP_WIDE_PORT ||= freePort();
process.env.E2E_SHOP_WIDE_DATA_DIR ||= tempName("karaage-e2e-shop-wide");
process.env.E2E_APPS_READY_PORT ||= freePort();
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const shopWideURL = `http://127.0.0.1:${Number(process.env.E2E_SHOP_WIDE_PORT)}`;

const executablePath = chromiumExecutablePath();

/** Specs that change the whole shop's reception: their own project and app (see below). */
const SHOP_WIDE = "**/shop-wide/*.spec.ts";
/** Staff screens: the back office and the counter. Staff use them on the counter's tablet and at a
 * desk, not on a 375 px phone, so the mobile project leaves them out (decision 0026). */
const STAFF = ["**/admin-*.spec.ts", "**/live-session-end.spec.ts", "**/shop-*.spec.ts"];

/** The customer's journeys, end to end: run on the customer's phone (375 px). At 1280 px the a11y
 * walk still takes an order through the whole path, and the layout specs (header, menu, not found)
 * run there (decision 0027). */
const CUSTOMER_FLOWS = [
  "**/account-lifecycle.spec.ts",
  "**/account-notices.spec.ts",
  "**/cart-steps.spec.ts",
  "**/cart-warnings.spec.ts",
  "**/checkout-draft.spec.ts",
  "**/confirm-terms.spec.ts",
  "**/contact.spec.ts",
  "**/delivery-areas.spec.ts",
  "**/health.spec.ts",
  "**/languages.spec.ts",
  "**/legal-pages.spec.ts",
  "**/login-errors.spec.ts",
  "**/order-banner.spec.ts",
  "**/order-card.spec.ts",
  "**/order-delivery-card.spec.ts",
  "**/order-method-choice.spec.ts",
  "**/order-money.spec.ts",
  "**/order-server-cart.spec.ts",
  "**/order-status-link.spec.ts",
  "**/order-status-live.spec.ts",
  "**/order-takeout.spec.ts",
  "**/password-reset.spec.ts",
  "**/reorder.spec.ts",
  "**/store-info.spec.ts",
  "**/success-message.spec.ts",
  "**/topping-allergens.spec.ts",
];
/** Staff screens made for the counter's tablet: run at its width by the tablet project only. */
const TABLET = ["**/shop-*.spec.ts", "**/admin-order-board.spec.ts"];

const chromium = {
  browserName: "chromium" as const,
  launchOptions: {
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  },
};

/** The projects asked for on the command line (`--project x` / `--project=x`), or all of them: a run
 * of one project starts only the apps it needs besides the main one. */
const askedProjects = process.argv.flatMap((arg, i, all) =>
  arg === "--project"
    ? [all[i + 1] ?? ""]
    : arg.startsWith("--project=")
      ? [arg.slice("--project=".length)]
      : [],
);
const wanted = (project: string) => askedProjects.length === 0 || askedProjects.includes(project);

/** What sets one app of the run apart: its port, its embedded database and its clock. */
function appEnv(port: number, dataDir: string, clock = runClock): Record<string, string> {
  return {
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...(clock ? { TEST_CLOCK_START: clock, TEST_CLOCK_ANCHOR: String(process.env.E2E_CLOCK_ANCHOR) } : {}),
  };
}

/** The shell's environment minus anything pointing at shared services: the browser tests always run
 * on a fresh embedded database with the demo shop, and mail goes to the test SMTP server. */
function serverEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !["DATABASE_URL", "REDIS_URL", "SMTP_URL"].includes(key)) env[key] = value;
  }
  return {
    ...env,
    SEED_DEMO: "1",
    E2E: "1",
    SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  globalSetup: "./tests/e2e/support/mail-server.ts",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Two workers on two cores. A third filled the tests' waits (60 s less on a quiet machine) but
  // made the timing-bound specs flaky (decision 0059's last amendment); E2E_WORKERS tries others.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME
    ? [["list"], ["json"]]
    : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    locale: "ja-JP",
    timezoneId: "Asia/Tokyo",
    // Recording a trace for every test costs CPU on two cores; CI retries once, with a trace.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      // Specs that change the whole shop (pause takeout, close a weekday) would take slots away from
      // every other spec booking in the demo shop: they run on a second app with its own database,
      // beside the other projects, one at a time among themselves. First in the list, so that their
      // minute of waiting for a resume time starts early instead of ending the run.
      name: "shop-wide",
      testMatch: SHOP_WIDE,
      fullyParallel: false,
      workers: 1,
      use: {
        ...devices["Desktop Chrome"],
        ...chromium,
        baseURL: shopWideURL,
        viewport: { width: 1280, height: 800 },
      },
    },
    {
      name: "mobile",
      // The shop's day across the hours and midnight is the desktop and clock projects' (0037).
      testIgnore: [
        ...STAFF,
        SHOP_WIDE,
        "**/day-clock.spec.ts",
        "**/midnight.spec.ts",
        "**/line-notices.spec.ts",
      ],
      use: {
        ...devices["Pixel 5"],
        ...chromium,
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      name: "desktop",
      testIgnore: ["**/mobile-*.spec.ts", SHOP_WIDE, ...CUSTOMER_FLOWS, ...TABLET],
      use: { ...devices["Desktop Chrome"], ...chromium, viewport: { width: 1280, height: 800 } },
    },
    {
      // The counter's tablet (decision 0013): portrait 768x1024, touch. The kitchen's board runs on
      // one too.
      name: "tablet",
      testMatch: TABLET,
      use: { ...chromium, viewport: { width: 768, height: 1024 }, hasTouch: true },
    },
    // The hour-dependent specs again before opening and after the last slot (decision 0037), one
    // at a time on their app: a board spec there asserts 「新着 0件」 on the board the order is not
    // on, which another spec's counter order on the same app made 1.
    ...CLOCK_PROJECTS.map(({ name, clock, port }) => ({
      name,
      workers: 1,
      testIgnore: SHOP_WIDE,
      grep: HOUR_TAG,
      metadata: { clock },
      use: {
        ...devices["Desktop Chrome"],
        ...chromium,
        baseURL: `http://127.0.0.1:${port}`,
        viewport: { width: 1280, height: 800 },
      },
    })),
  ],
  // One webServer that starts every app of the run at once (tests/e2e/serve-all.mjs): Playwright
  // would set four entries up one after another.
  webServer: {
    command: "node tests/e2e/serve-all.mjs",
    url: `http://127.0.0.1:${process.env.E2E_APPS_READY_PORT}/`,
    // Building the client and migrating four fresh embedded databases take a while on two cores.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
    env: {
      ...serverEnv(),
      E2E_APPS_READY_PORT: String(process.env.E2E_APPS_READY_PORT),
      E2E_APPS: JSON.stringify([
        { name: "main", port, env: appEnv(port, process.env.E2E_DATA_DIR as string) },
        ...(wanted("shop-wide")
          ? [
              {
                name: "shop-wide",
                port: Number(process.env.E2E_SHOP_WIDE_PORT),
                env: appEnv(
                  Number(process.env.E2E_SHOP_WIDE_PORT),
                  process.env.E2E_SHOP_WIDE_DATA_DIR as string,
                ),
                quiet: true,
              },
            ]
          : []),
        ...CLOCK_PROJECTS.filter(({ name }) => wanted(name)).map(({ name, port, dataDir, clock }) => ({
          name,
          port,
          env: appEnv(port, dataDir, clock),
          quiet: true,
        })),
      ]),
    },
  },
});
