// The lint rules that keep the house's habits: proven by a bad file that the linter refuses where the
// rule applies and lets through where it does not. Probe files live for the test only (Biome
// reports no diagnostics for a file given on standard input; dependency-cruiser resolves real files).
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/** Biome with the repository's configuration, only `rule` run (no whole-project scan for it). */
function lint(folder: string, text: string, rule: string) {
  const file = `${folder}/lint-probe-${process.pid}.ts`;
  writeFileSync(file, text);
  try {
    const run = spawnSync("npx", ["--no-install", "biome", "lint", `--only=${rule}`, file], {
      encoding: "utf8",
    });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(file, { force: true });
  }
}

describe("lint rules", () => {
  it("refuses console.* in server code, where the logger (pino) is the one way to write a line", () => {
    const bad = 'export function hello(): void {\n  console.log("hello");\n}\n';
    const server = lint("server/src/modules/catalog", bad, "suspicious/noConsole");
    expect(server.status).not.toBe(0);
    expect(server.output).toContain("lint/suspicious/noConsole");
    const client = lint("client/src/lib", bad, "suspicious/noConsole");
    // Elsewhere (the browser's console is the client's own business) it is not an error.
    expect(client.status).toBe(0);
  }, 60_000);
});

// The client's layers (decision 0055): dependency-cruiser with .dependency-cruiser.mjs, the same
// command as `npm run lint`, on probe files that import a real file of another layer. The rules
// read resolved paths, so a probe deeper than any folder today is held to them as well.
describe("client layers: app → features → domain → components → lib/gql", () => {
  const probes: string[] = [];
  const deepFolder = `client/src/features/cart/lint-probe-${process.pid}`;
  afterAll(() => {
    for (const file of probes) rmSync(file, { force: true });
    rmSync(deepFolder, { recursive: true, force: true });
  });

  /** A probe in `folder` that imports `target` (a path from the repository's root) by a relative path. */
  function probe(name: string, folder: string, target: string) {
    mkdirSync(folder, { recursive: true });
    const file = join(folder, `lint-probe-${process.pid}-${name}.ts`);
    let specifier = relative(dirname(file), target).replace(/\.tsx?$/, "");
    if (!specifier.startsWith(".")) specifier = `./${specifier}`;
    writeFileSync(file, `export * from "${specifier}";\n`);
    probes.push(file);
    return file;
  }

  /** The layer check as `npm run lint` runs it; its violations as "rule: from → to" read off the report. */
  function cruise(files: string[]) {
    const run = spawnSync("npx", ["--no-install", "depcruise", "--output-type", "err-long", ...files], {
      encoding: "utf8",
    });
    const violations = [...run.stdout.matchAll(/error (\S+): (\S+) → (\S+)/g)].map(([, rule, from, to]) => ({
      rule,
      from,
      to,
    }));
    return { status: run.status, violations, output: `${run.stdout}${run.stderr}` };
  }

  it("refuses an import running up the stack or across features, at any depth", () => {
    const bad = {
      "feature-imports-feature": [
        probe("ff", "client/src/features/cart/components", "client/src/features/account/pages.tsx"),
        probe("ff-deep", `${deepFolder}/a/b/c`, "client/src/features/account/pages.tsx"),
      ],
      "feature-imports-app": [
        probe("fa", "client/src/features/cart", "client/src/app/layouts/cart-layout.tsx"),
      ],
      "domain-imports-up": [
        probe("df", "client/src/domain/cart", "client/src/features/cart/pages.tsx"),
        probe("da", "client/src/domain/cart/api", "client/src/app/layouts/use-scroll-reveal.ts"),
      ],
      "component-imports-up": [
        probe("cd", "client/src/components/form", "client/src/domain/cart/cart-items.ts"),
        probe("cf", "client/src/components", "client/src/features/cart/pages.tsx"),
      ],
      "lib-imports-up": [probe("lc", "client/src/lib", "client/src/components/logo.tsx")],
    };
    const { status, violations } = cruise(Object.values(bad).flat());
    expect(status).not.toBe(0);
    for (const [rule, files] of Object.entries(bad))
      for (const file of files)
        expect(violations.filter((v) => v.from === file).map((v) => v.rule)).toEqual([rule]);
  }, 120_000);

  it("lets imports down the stack and within one feature through", () => {
    const good = [
      probe("ok-fd", "client/src/features/cart/components", "client/src/domain/cart/cart-items.ts"),
      probe("ok-ff", `${deepFolder}/x`, "client/src/features/cart/pages.tsx"),
      probe("ok-dd", "client/src/domain/checkout", "client/src/domain/cart/cart-items.ts"),
      probe("ok-cl", "client/src/components", "client/src/lib/tokyo-format.ts"),
      probe("ok-ac", "client/src/app", "client/src/features/cart/pages.tsx"),
    ];
    const { status, violations, output } = cruise(good);
    expect(violations).toEqual([]);
    expect(status, output).toBe(0);
  }, 120_000);
});
