// The build plugin must inline every graphql(`…`) document of client/src: one it misses falls back
// to codegen's map of all documents (gql.ts), which then lands in the entry chunk — the first load
// grew by 16 kB (br) when codegen started writing `__meta__` first and the pattern stopped matching.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { describe, expect, it } from "vitest";
import { graphqlDocuments } from "./vite-graphql-documents";

const clientSrc = path.resolve(import.meta.dirname, "../client/src");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "gql" ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function transform(plugin: Plugin, code: string, id: string): string | undefined {
  const hook = plugin.transform as (code: string, id: string) => { code: string } | undefined;
  return hook.call({}, code, id)?.code;
}

describe("graphqlDocuments (build plugin)", () => {
  const withDocuments = sources(clientSrc).filter((file) => readFileSync(file, "utf8").includes("graphql(`"));

  it("finds the client's documents", () => {
    expect(withDocuments.length).toBeGreaterThan(10);
  });

  it("inlines every graphql() call, keeping the trusted document hash", () => {
    const plugin = graphqlDocuments(clientSrc);
    for (const file of withDocuments) {
      const out = transform(plugin, readFileSync(file, "utf8"), file);
      expect(out, file).toBeDefined();
      expect(out, file).not.toMatch(/\bgraphql\(\s*`/);
      // Operations carry their sha256 for the trusted-document link; fragments have none.
      const operations = out?.match(/"kind":"OperationDefinition"/g)?.length ?? 0;
      const hashes = out?.match(/"__meta__":\{"hash":"sha256:[0-9a-f]{64}"\}/g)?.length ?? 0;
      expect(hashes, file).toBe(operations);
    }
  });

  it("leaves a document codegen does not know as it is", () => {
    const plugin = graphqlDocuments(clientSrc);
    const code = "const Q = graphql(`query NoSuchOperation { me { id } }`);";
    expect(transform(plugin, code, path.join(clientSrc, "x.ts"))).toBeUndefined();
  });
});
