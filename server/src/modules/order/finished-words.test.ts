// One word for the finished state (decision 0034): お渡し済み for a pickup, お届け済み for a delivery,
// on every screen, mail, message and CSV. Other words that once named it must not come back.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { statusLabel } from "./order-status.js";

const ROOT = join(import.meta.dirname, "../../../..");
const RETIRED = ["提供済み", "受け渡し済み", "受渡済み", "受取済み", "配達済み", "配達完了"];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "gql" || name === "generated" || name === "node_modules") return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|html)$/.test(name) && !name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("the finished state's words", () => {
  it("are お渡し済み for pickups and お届け済み for deliveries", () => {
    expect(statusLabel("PROVIDED", "TAKEOUT")).toBe("お渡し済み");
    expect(statusLabel("PROVIDED", "DELIVERY")).toBe("お届け済み");
  });

  it("are the only ones in the server, the client and the shared rules", () => {
    const found = ["server/src", "client/src", "shared"].flatMap((dir) =>
      sources(join(ROOT, dir)).flatMap((path) => {
        const text = readFileSync(path, "utf8");
        return RETIRED.filter((word) => text.includes(word)).map(
          (word) => `${path.slice(ROOT.length + 1)}: ${word}`,
        );
      }),
    );
    expect(found).toEqual([]);
  });
});
