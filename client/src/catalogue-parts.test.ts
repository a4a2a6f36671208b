// Decision 0052: /menu and the layouts around it render with the core of the catalogue only, the
// home page with the core and its own part (shared/i18n/catalogue-parts.ts); the rest loads with
// the pages and dialogs that need it (app/routes.tsx withTexts, the product dialog). This fails
// when a module of those first loads uses a key of a part it does not load: its text would be
// missing until that part had loaded.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type CataloguePart, HOME_PREFIXES, partOf, REST_PREFIXES } from "../../shared/i18n/catalogue-parts";
import ja from "../../shared/i18n/messages/ja.json";

const SRC = import.meta.dirname;
const SHARED = path.resolve(SRC, "../../shared");

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

/** The part a key written in a module is in; for a key built from parts, its prefix's. */
function partOfWritten(prefix: string, tail: string, end: string): CataloguePart {
  const key = `${prefix}.${tail}`;
  if (end !== "$" && key in ja) return partOf(key);
  if (REST_PREFIXES.has(prefix)) return "rest";
  return HOME_PREFIXES.has(prefix) ? "home" : "core";
}

/** `file: key` for each key the modules use outside `parts`. */
function keysOutside(files: Iterable<string>, parts: readonly CataloguePart[]): string[] {
  const misplaced: string[] = [];
  for (const file of files) {
    // The router's table names every page's title key: a title shows once its page has loaded,
    // with the texts its page loads (withTexts).
    if (path.relative(SRC, file) === "app/routes.tsx") continue;
    const source = readFileSync(file, "utf8");
    // A key written whole, or the start of one built from parts (`allergen.${name}`).
    for (const [, prefix, tail, end] of source.matchAll(/["'`]([a-zA-Z]+)\.([\w.]*)(["'`$])/g)) {
      const part = partOfWritten(prefix!, tail!, end!);
      if (!parts.includes(part)) misplaced.push(`${path.relative(SRC, file)}: ${prefix}.${tail} (${part})`);
    }
  }
  return [...new Set(misplaced)];
}

describe("the catalogue's parts", () => {
  // The first load of /menu: the entry, the router's table, the page.
  const menu = staticGraph(["main.tsx", "app/routes.tsx", "features/storefront/menu.tsx"]);
  const home = staticGraph(["main.tsx", "app/routes.tsx", "features/storefront/home.tsx"]);

  it("have every text /menu's first load shows in the core", () => {
    // Sanity: the walk reached the menu's cards and the header.
    const names = [...menu].map((file) => path.relative(SRC, file));
    expect(names).toContain("domain/catalog/product-card.tsx");
    expect(names).toContain("app/layouts/site-header/site-header.tsx");
    expect(keysOutside(menu, ["core"])).toEqual([]);
  });

  it("have every text the home page shows in the core and the home part", () => {
    expect(keysOutside(home, ["core", "home"])).toEqual([]);
  });

  it("keep the core the smallest", () => {
    const keys = Object.keys(ja);
    const core = keys.filter((key) => partOf(key) === "core");
    expect(core.length).toBeGreaterThan(0);
    expect(core.length).toBeLessThan(keys.length / 3);
  });
});
