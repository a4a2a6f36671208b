// Decision 0052: each catalogue is split into parts (shared/i18n/catalogue-parts.ts); a page renders
// with the core and the parts its route loads with its code (app/route-handle.ts withTexts, the
// product dialog's loadMoreMessages). This walks every route's modules — the first load (entry,
// router, layouts, error boundaries), each lazy page and layout of the customer's and the staff's
// screens, and the chunks they import in turn — and fails when a module uses a key of a part that
// is not loaded with it: its text would show as the key.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { icuAst } from "../../scripts/vite-icu-ast";
import { type CataloguePart, HOME_PREFIXES, partOf, REST_PREFIXES } from "../../shared/i18n/catalogue-parts";
import en from "../../shared/i18n/messages/en.json";
import ja from "../../shared/i18n/messages/ja.json";
import ko from "../../shared/i18n/messages/ko.json";
import zh from "../../shared/i18n/messages/zh.json";

const SRC = import.meta.dirname;
const SHARED = path.resolve(SRC, "../../shared");
const ALL: readonly CataloguePart[] = ["core", "home", "rest"];
const KEYS = Object.keys(ja);

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

const sources = new Map<string, string>();
const read = (file: string) => {
  let source = sources.get(file);
  if (source === undefined) {
    source = readFileSync(file, "utf8");
    sources.set(file, source);
  }
  return source;
};

/** Every module reached by static imports (not `import type`, not `import()`) from `entry`. */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of read(file).matchAll(
      /^(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+"([^"]+)"|^import\s+"([^"]+)"/gm,
    )) {
      const found = resolveImport(file, (match[1] ?? match[2])!);
      if (found) visit(found);
    }
  };
  visit(entry);
  return seen;
}

const partsIn = (list: string) =>
  [...list.matchAll(/"(home|rest)"/g)].map((match) => match[1] as CataloguePart);

/**
 * The chunks `file` imports with `import()` and the parts that load with each: `withTexts(() =>
 * import(…), "home")` names them, `withAllTexts` loads them all; any other `import()` inherits the
 * importer's parts and those its module asks for with `loadMoreMessages("…")` (the product dialog).
 */
function dynamicImports(file: string, parts: readonly CataloguePart[]): Array<[string, CataloguePart[]]> {
  const source = read(file);
  const found: Array<[string, CataloguePart[]]> = [];
  const asked = [...source.matchAll(/loadMoreMessages\(([^)]*)\)/g)].flatMap((match) => partsIn(match[1]!));
  const pattern =
    /(withAllTexts\(\s*|withTexts\(\s*)?(?:\(\)\s*=>\s*)?import\("([^"]+)"\)((?:\s*,\s*"\w+")*)/g;
  for (const [, helper, spec, named] of source.matchAll(pattern)) {
    const target = resolveImport(file, spec!);
    if (!target) continue; // a catalogue's part, a package
    const loads: CataloguePart[] = helper?.startsWith("withAllTexts")
      ? [...ALL]
      : helper
        ? ["core", ...partsIn(named ?? "")]
        : [...new Set([...parts, ...asked])];
    found.push([target, loads]);
  }
  return found;
}

/** The parts of the keys a written key may be: the key itself, or every key a template may build. */
function partsOfWritten(prefix: string, tail: string, end: string): CataloguePart[] {
  const written = `${prefix}.${tail}`;
  if (end !== "$") return written in ja ? [partOf(written)] : [];
  return [...new Set(KEYS.filter((key) => key.startsWith(written)).map(partOf))];
}

/** `file: key (part)` for each key `file` uses outside `parts`. */
function keysOutside(file: string, parts: readonly CataloguePart[]): string[] {
  const misplaced: string[] = [];
  // The router's tables name every page's title key: a title shows once its page has loaded, with
  // the texts its page loads (document-title.ts reads it only once loaded).
  if (/app[\\/]routes(-admin)?\.tsx$/.test(file)) return misplaced;
  // A key written whole, or the start of one built from parts (`allergen.${name}`).
  for (const [, prefix, tail, end] of read(file).matchAll(/["'`]([a-zA-Z]+)\.([\w.]*)(["'`$])/g)) {
    for (const part of partsOfWritten(prefix!, tail!, end!))
      if (!parts.includes(part)) misplaced.push(`${path.relative(SRC, file)}: ${prefix}.${tail} (${part})`);
  }
  return misplaced;
}

/** Every module reached from the entry, with the parts loaded with it (each way it is reached). */
function walk(): Map<string, CataloguePart[][]> {
  const reached = new Map<string, CataloguePart[][]>();
  const done = new Set<string>();
  const queue: Array<[string, CataloguePart[]]> = [[path.join(SRC, "main.tsx"), ["core"]]];
  while (queue.length > 0) {
    const [entry, parts] = queue.shift()!;
    const id = `${entry}|${[...parts].sort().join("+")}`;
    if (done.has(id)) continue;
    done.add(id);
    for (const file of staticGraph(entry)) {
      reached.set(file, [...(reached.get(file) ?? []), parts]);
      queue.push(...dynamicImports(file, parts));
    }
  }
  return reached;
}

function clientModules(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "gql" ? [] : clientModules(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("the catalogue's parts", () => {
  const reached = walk();
  const firstLoad = (entry: string) => staticGraph(path.join(SRC, entry));

  it("reach every route: the customer's pages, the counter, the board, the back office", () => {
    const names = [...reached.keys()].map((file) => path.relative(SRC, file));
    for (const module of [
      "app/route-error.tsx",
      "features/storefront/menu.tsx",
      "domain/catalog/product-dialog.tsx",
      "app/layouts/admin-layout.tsx",
      "features/admin-settings/pages.tsx",
      "app/layouts/shop-layout.tsx",
      "features/shop/pages.tsx",
      "features/admin-auth/pages.tsx",
      "features/cart/components/checkout-form.tsx",
    ])
      expect(names).toContain(module);
  });

  it("have every text a module shows in the parts loaded with it", () => {
    const misplaced = [...reached].flatMap(([file, ways]) =>
      ways.flatMap((parts) => keysOutside(file, parts)),
    );
    expect([...new Set(misplaced)]).toEqual([]);
  });

  it("leave no module that uses a key beyond the core out of the walk", () => {
    const unreached = clientModules()
      .filter((file) => !reached.has(file))
      .filter((file) => keysOutside(file, ["core"]).length > 0)
      .map((file) => path.relative(SRC, file));
    expect(unreached).toEqual([]);
  });

  it("keep /menu's first load to the core: the entry, the layouts, the error views, the shared form", () => {
    const menu = new Set([...firstLoad("main.tsx"), ...firstLoad("features/storefront/menu.tsx")]);
    const names = [...menu].map((file) => path.relative(SRC, file));
    expect(names).toContain("domain/catalog/product-card.tsx");
    expect(names).toContain("app/layouts/site-header/site-header.tsx");
    expect([...menu].flatMap((file) => keysOutside(file, ["core"]))).toEqual([]);
    // Shared by every screen, the staff's too: a form's 必須/任意, the failed chunk's message.
    for (const key of ["form.required", "form.optional", "form.invalid", "error.loadFailed", "error.title"])
      expect(partOf(key), key).toBe("core");
  });

  it("put every key of every catalogue in exactly one part, by the same rule", async () => {
    const plugin = icuAst({ ast: false });
    const load = plugin.load as (id: string) => Promise<string>;
    for (const [language, catalogue] of Object.entries({ ja, en, zh, ko })) {
      const file = path.join(SHARED, "i18n/messages", `${language}.json`);
      const parts = await Promise.all(
        ALL.map(async (part) => {
          const module = await load(`${file}?part=${part}`);
          return JSON.parse(module.replace(/^export default /, "").replace(/;\s*$/, "")) as object;
        }),
      );
      const keys = parts.flatMap((part) => Object.keys(part));
      expect(new Set(keys).size, language).toBe(keys.length);
      expect(keys.sort(), language).toEqual(Object.keys(catalogue).sort());
    }
  });

  it("name only prefixes the catalogues use, and keep the core the smallest part", () => {
    const prefixes = new Set(KEYS.map((key) => key.split(".", 1)[0]!));
    expect([...REST_PREFIXES, ...HOME_PREFIXES].filter((prefix) => !prefixes.has(prefix))).toEqual([]);
    const core = KEYS.filter((key) => partOf(key) === "core");
    expect(core.length).toBeLessThan(KEYS.length / 3);
  });
});
