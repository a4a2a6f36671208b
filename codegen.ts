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
      },
      config: {
        enumType: "string-literal",
        useTypeImports: true,
        defaultScalarType: "unknown",
        skipTypeNameForRoot: true,
        avoidOptionals: { field: true, inputValue: false },
      },
    },
    // Apollo's cache must know which types implement `Error` (and belong to the result unions) to
    // match `... on Error { message }` when it reads a mutation result back.
    "./client/src/gql/possible-types.ts": {
      plugins: ["fragment-matcher"],
      config: { useExplicitTyping: true },
    },
  },
};

export default config;
