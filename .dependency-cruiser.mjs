// The client's one stack, checked on resolved paths (decision 0055): imports only run down
// app → features → domain → components → lib/gql, and a feature never imports another feature.
// Run by `npm run lint`; each rule is proven by a bad import in scripts/lint-rules.test.ts.
const src = "^client/src";
const stack = "app → features → domain → components → lib/gql";

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: "feature-imports-feature",
      comment: `A feature is a screen: it never imports another feature. Move what both screens share to client/src/domain/<area>/ (decision 0008).`,
      severity: "error",
      from: { path: `${src}/features/([^/]+)/` },
      to: { path: `${src}/features/`, pathNot: `${src}/features/$1/` },
    },
    {
      name: "feature-imports-app",
      comment: `Imports run one way, ${stack}: a feature never imports app/.`,
      severity: "error",
      from: { path: `${src}/features/` },
      to: { path: `${src}/app/` },
    },
    {
      name: "domain-imports-up",
      comment: `Imports run one way, ${stack}: the domain layer never imports a feature or app/.`,
      severity: "error",
      from: { path: `${src}/domain/` },
      to: { path: `${src}/(app|features)/` },
    },
    {
      name: "component-imports-up",
      comment: `Imports run one way, ${stack}: generic components never import domain/, features/ or app/.`,
      severity: "error",
      from: { path: `${src}/components/` },
      to: { path: `${src}/(app|features|domain)/` },
    },
    {
      name: "lib-imports-up",
      comment: `Imports run one way, ${stack}: lib/ holds technical helpers and imports nothing above it.`,
      severity: "error",
      from: { path: `${src}/lib/` },
      to: { path: `${src}/(app|features|domain|components)/` },
    },
  ],
  options: {
    includeOnly: `${src}/`,
    doNotFollow: { path: "node_modules" },
    // Type-only imports count too, as they did under Biome's noRestrictedImports.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] },
  },
};
