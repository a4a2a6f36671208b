// The lint rules that keep the server's habits (decision 0048): proven by a bad file that Biome
// refuses where the rule applies and lets through where it does not. The probe file lives for the
// test only (Biome reports no diagnostics for a file given on standard input).
import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

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
