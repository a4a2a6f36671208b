// zod-jitless.ts sets zod's configuration without importing zod: this fails when zod no longer reads
// it from where that module writes it (a zod upgrade), or when its schemas would compile with eval.
import { describe, expect, it } from "vitest";
import "./zod-jitless";
import { z } from "zod";
import { config } from "zod/v4/core";

describe("zod without eval", () => {
  it("is what zod's own config() reports", () => {
    expect(config().jitless).toBe(true);
  });

  it("parses objects without new Function", () => {
    const original = globalThis.Function;
    let compiled = 0;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        compiled += 1;
        return Reflect.construct(target, args);
      },
    });
    try {
      const schema = z.object({ name: z.string(), count: z.number() });
      expect(schema.parse({ name: "からあげ", count: 2 })).toEqual({ name: "からあげ", count: 2 });
      expect(schema.safeParse({ name: 1 }).success).toBe(false);
    } finally {
      globalThis.Function = original;
    }
    expect(compiled).toBe(0);
  });
});
