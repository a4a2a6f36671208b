// Decision records name files as the code stands (issue 34, end 7): a repository path in
// docs/decisions either names a file that exists, or its line says the file moved or went
// ("moved to X (0054)", "superseded", "formerly", "renamed", "→"…). Build output (dist/,
// server/build/) and placeholders (`features/x/…`) are not repository files.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const DECISIONS = "docs/decisions";
const PATH = /(?<![\w/.-])((?:[\w.-]+\/)+[\w.-]+\.(?:ts|tsx|mjs|css|json|sh|prisma))\b/g;
const MARKED = /moved|superseded|replaced|formerly|gone|deleted|removed|renamed|→|\bwas\b|\bwere\b/i;
const NOT_IN_GIT = /^(dist|server\/build)\/|(^|\/)x\//;

const tracked = execFileSync("git", ["ls-files"], { encoding: "utf8" }).split("\n").filter(Boolean);

/** Whether `mention` is a tracked file, written whole or from a folder inside the repository. */
const exists = (mention: string) => tracked.some((file) => file === mention || file.endsWith(`/${mention}`));

/** "0003-catalog.md:27 server/src/…/catalog-cache.ts" for each unmarked path to no file. */
function stalePaths(files: { name: string; text: string }[]): string[] {
  return files.flatMap(({ name, text }) =>
    text.split("\n").flatMap((line, index) =>
      [...line.matchAll(PATH)]
        .map((match) => match[1]!)
        .filter((mention) => !NOT_IN_GIT.test(mention) && !exists(mention) && !MARKED.test(line))
        .map((mention) => `${name}:${index + 1} ${mention}`),
    ),
  );
}

describe("paths named in decision records", () => {
  it("exist, or the line says where they went", () => {
    const records = readdirSync(DECISIONS)
      .filter((name) => name.endsWith(".md"))
      .map((name) => ({ name, text: readFileSync(join(DECISIONS, name), "utf8") }));
    expect(stalePaths(records)).toEqual([]);
  });

  it("names a path to no file on an unmarked line, and lets a marked one through", () => {
    expect(
      stalePaths([
        {
          name: "9999-probe.md",
          text:
            "The cache (server/src/modules/catalog/catalog-cache.ts) is emptied.\n" +
            "The cache (server/src/modules/catalog/catalog-cache.ts, moved to server/src/lib/shop-cache.ts).\n" +
            "Money is computed in shared/pricing.ts.",
        },
      ]),
    ).toEqual(["9999-probe.md:1 server/src/modules/catalog/catalog-cache.ts"]);
  });
});
