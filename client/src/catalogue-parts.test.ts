// Decision 0052: /, /menu and the layouts around them render with the core of the catalogue only
// (shared/i18n/catalogue-parts.ts); the rest loads with the pages and dialogs that need it
// (app/routes.tsx withAllTexts, the product dialog). This fails when a module the first load runs
// uses a key of the rest: its text would be missing until the rest had loaded.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { partOf, REST_PREFIXES } from "../../shared/i18n/catalogue-parts";
import ja from "../../shared/i18n/messages/ja.json";

const SRC = import.meta.dirname;
const SHARED = path.resolve(SRC, "../../shared");

/** The modules of the first load of / and /menu: the entry, the router's table, the two pages. */
const FIRST_LOAD = [
  "main.tsx",
  "app/routes.tsx",
  "features/storefront/home.tsx",
  "features/storefront/menu.tsx",
];

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else if (spec.startsWith("@shared/")) base = path.join(SHARED, spec.slice("@shared/".length));
  else return null;
  for (const ext of ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]) {
    const file = base + ext;
    if (existsSync(file) && statSync(file).isFile() && /\.tsx?$/.test(file)) return file;
  }
  return null;
}

/** Every module reached by static imports (not `import type`, not `import()`) from `entries`. */
function staticGraph(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(
      /^(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+"([^"]+)"|^import\s+"([^"]+)"/gm,
    )) {
      const found = resolveImport(file, (match[1] ?? match[2])!);
      if (found) visit(found);
    }
  };
  for (const entry of entries) visit(path.join(SRC, entry));
  return seen;
}

describe("the catalogue's core", () => {
  it("has every text the first load of / and /menu shows", () => {
    const files = staticGraph(FIRST_LOAD);
    // Sanity: the walk reached the menu's cards and the header.
    const names = [...files].map((file) => path.relative(SRC, file));
    expect(names).toContain("domain/catalog/product-card.tsx");
    expect(names).toContain("app/layouts/site-header/site-header.tsx");
    const misplaced: string[] = [];
    for (const file of files) {
      // The router's table names every page's title key: a title shows once its page has loaded,
      // with the texts its page loads (withAllTexts).
      if (path.relative(SRC, file) === "app/routes.tsx") continue;
      const source = readFileSync(file, "utf8");
      // A key written whole (in the core unless its prefix is the rest's and it is not named in
      // CORE_KEYS) or the start of one built from parts (`allergen.${name}`: its prefix decides).
      for (const match of source.matchAll(/["'`]([a-zA-Z]+)\.([\w.]*)(["'`$])/g)) {
        const [, prefix, tail, end] = match;
        const key = `${prefix}.${tail}`;
        const whole = end !== "$" && key in ja;
        if (whole ? partOf(key) === "rest" : REST_PREFIXES.has(prefix!)) {
          misplaced.push(`${path.relative(SRC, file)}: ${whole ? key : `${prefix}.`}`);
        }
      }
    }
    expect([...new Set(misplaced)]).toEqual([]);
  });

  it("is the smaller part", () => {
    const keys = Object.keys(ja);
    const core = keys.filter((key) => partOf(key) === "core");
    expect(core.length).toBeGreaterThan(0);
    expect(core.length).toBeLessThan(keys.length / 2);
  });
});
