// Seeded random requests to every route: GraphQL documents, variables, query strings, path
// parameters and bodies. Whatever a client sends, the answer is never a 5xx, never shows a stack
// or SQL, and memory stays flat. A failure prints the seed and the request to replay it.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import fc from "fast-check";
import { type DocumentNode, print } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as operations from "../../../client/src/gql/graphql.js";
import { createApiRoutes } from "../../../server/src/api.js";
import { startTestApp, TEST_ADMIN, type TestApp } from "../../setup/test-app.js";
import { type FuzzRequest, hostileRequest } from "./arbitraries.js";

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const WARM_UP = 1_000;
const RUNS = 2_000;
const CONCURRENCY = 4;

/** Every REST route as Hono registered it, plus the routes mounted outside /api. */
function allRoutes(): Array<{ method: string; path: string }> {
  const api = createApiRoutes({} as never)
    .routes.filter((r) => r.method !== "ALL")
    .map((r) => ({ method: r.method, path: `/api${r.path.replace(/\/$/, "")}` }));
  return [
    ...api,
    { method: "GET", path: "/zipApi/api/search" },
    { method: "GET", path: "/healthz" },
    { method: "GET", path: "/graphql" },
    { method: "POST", path: "/graphql" },
  ];
}

const clientDocuments = Object.entries(operations)
  .filter(([name, value]) => name.endsWith("Document") && (value as DocumentNode)?.kind === "Document")
  .map(([, value]) => print(value as DocumentNode));

/** What must never reach a client: stack frames, file paths, SQL, the ORM's words. */
const LEAKS = [
  /\n\s+at\s+\S+/,
  /node_modules|\.tsx?:\d+|\.m?js:\d+/,
  /\bprisma\b/i,
  /\b(SELECT|INSERT INTO|DELETE FROM)\b.*\b(FROM|VALUES|WHERE)\b/,
  /\bUPDATE\s+"/,
  /relation "|invalid input syntax|violates .* constraint|invalid byte sequence/i,
  /RangeError|TypeError|ReferenceError|SyntaxError: Unexpected/,
];

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

function gcIfExposed(): () => void {
  try {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    return () => {
      gc();
      gc();
    };
  } catch {
    return () => {};
  }
}

describe("hostile input to every route", () => {
  let app: TestApp;
  let adminHeaders: Record<string, string> = {};

  beforeAll(async () => {
    app = await startTestApp();
    const res = await fetch(`${app.url}/api/admin_auth/sign_in`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(TEST_ADMIN),
    });
    expect(res.status).toBe(200);
    adminHeaders = Object.fromEntries(
      ["access-token", "client", "uid"].map((name) => [name, res.headers.get(name) ?? ""]),
    );
  });
  afterAll(() => app?.close());

  const statuses = new Map<number, number>();

  async function send(request: FuzzRequest): Promise<string | null> {
    const headers = { ...request.headers, ...(request.asAdmin ? adminHeaders : {}) };
    let res: Response;
    try {
      res = await fetch(`${app.url}${request.target}`, {
        method: request.method,
        headers,
        body: request.method === "GET" || request.method === "HEAD" ? undefined : request.body,
      });
    } catch (error) {
      return `no answer (${(error as Error).message})`;
    }
    const text = await res.text();
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    if (res.status >= 500) return `status ${res.status}: ${text.slice(0, 300)}`;
    const leak = LEAKS.find((pattern) => pattern.test(text));
    return leak ? `status ${res.status} leaks ${leak}: ${text.slice(0, 300)}` : null;
  }

  async function run(requests: FuzzRequest[]): Promise<string[]> {
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++] as FuzzRequest;
        const failure = await send(request);
        if (failure) failures.push(`${request.method} ${request.target.slice(0, 200)}\n  ${failure}`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return failures;
  }

  it(`answers ${RUNS} seeded random requests (seed ${SEED}) without a 5xx or a leak, in flat memory`, async () => {
    const arbitrary = hostileRequest(allRoutes(), clientDocuments);
    const [warmUp, requests] = [
      fc.sample(arbitrary, { seed: SEED + 1, numRuns: WARM_UP }),
      fc.sample(arbitrary, { seed: SEED, numRuns: RUNS }),
    ];
    const collect = gcIfExposed();

    expect((await run(warmUp)).slice(0, 10)).toEqual([]);
    collect();
    const before = process.memoryUsage().rss;
    const heapBefore = process.memoryUsage().heapUsed;

    const failures = await run(requests);
    collect();
    const after = process.memoryUsage().rss;
    const heapAfter = process.memoryUsage().heapUsed;

    console.info(
      `fuzz seed ${SEED}: RSS ${mb(before)} → ${mb(after)} MB, heap ${mb(heapBefore)} → ${mb(heapAfter)} MB; statuses`,
      Object.fromEntries(statuses),
    );
    expect(failures.slice(0, 10), `seed ${SEED}: ${failures.length} failures`).toEqual([]);
    expect(after / before, `RSS ${before} → ${after}`).toBeLessThan(1.2);
    // The JS heap alone (RSS also holds the embedded database's WebAssembly memory, which grows).
    expect(heapAfter / heapBefore, `heap ${heapBefore} → ${heapAfter}`).toBeLessThan(1.2);
    // And the shop still answers.
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  }, 120_000);
});
