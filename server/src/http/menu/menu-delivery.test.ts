// The menu's delivery has one door (menu-delivery.ts): no server file outside http/menu/ imports
// another file of the folder (tests may), so its cache keys and its request-symbol hand-off stay
// private.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const here = path.dirname(fileURLToPath(import.meta.url));
const serverSrc = path.resolve(here, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Files outside `folder` that import a file inside it other than `door`, as "file → import". */
function importsPastTheDoor(files: string[], folder: string, door: string): string[] {
  const found: string[] = [];
  for (const file of files) {
    if (file.startsWith(folder + path.sep)) continue;
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(/from\s+"(\.[^"]+)"/g)) {
      const target = path.resolve(path.dirname(file), specifier!).replace(/\.js$/, ".ts");
      if (target.startsWith(folder + path.sep) && target !== door) {
        found.push(`${path.relative(serverSrc, file)} → ${specifier}`);
      }
    }
  }
  return found;
}

describe("http/menu has one door", () => {
  it("no server file outside the folder imports past menu-delivery.ts", () => {
    expect(importsPastTheDoor(sourceFiles(serverSrc), here, path.join(here, "menu-delivery.ts"))).toEqual([]);
  });

  it("names an import past the door (the check can fail)", () => {
    const elsewhere = path.join(here, "not-the-door.ts");
    expect(importsPastTheDoor([path.join(serverSrc, "app.ts")], here, elsewhere)).toEqual([
      "app.ts → ./http/menu/menu-delivery.js",
    ]);
  });
});
