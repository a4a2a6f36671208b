import type { CodegenConfig } from "@graphql-codegen/cli";

// Offline by design: the schema is the committed schema.graphql printed by the server (npm run schema:print).
const config: CodegenConfig = {
  schema: "./schema.graphql",
  documents: ["client/src/**/*.{ts,tsx}", "!client/src/gql/**/*"],
  ignoreNoDocuments: true,
  generates: {
    "./client/src/gql/": {
      preset: "client",
      presetConfig: {
        fragmentMasking: { unmaskFunctionName: "useFragment" },
        // Trusted documents (docs/decisions/0011-hostile-input.md): every operation's sha256 in
        // its DocumentNode (`__meta__.hash`) and in persisted-documents.json, which the server
        // loads; in production anonymous callers may only send these hashes.
        persistedDocuments: { mode: "embedHashInDocument", hashAlgorithm: "sha256" },
      },
      config: {
        enumType: "string-literal",
        useTypeImports: true,
        defaultScalarType: "unknown",
        skipTypeNameForRoot: true,
        avoidOptionals: { field: true, inputValue: false },
      },
    },
    // Apollo's cache must know which types implement `Error` to match `... on Error { message }`
    // when it reads a mutation result back: only the abstract types the documents name (0052).
    "./client/src/gql/possible-types.ts": {
      plugins: ["./scripts/codegen-possible-types.ts"],
    },
  },
};

export default config;
