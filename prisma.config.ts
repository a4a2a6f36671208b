import path from "node:path";
import { defineConfig } from "prisma/config";

// The CLI downloads its native schema engine at start unless this points at a file.
// scripts/schema-engine.mjs speaks the engine's protocol with the WASM build, so
// `prisma migrate dev / deploy / status` work offline. USE_NATIVE_SCHEMA_ENGINE=1 opts out.
if (!process.env.USE_NATIVE_SCHEMA_ENGINE && !process.env.PRISMA_SCHEMA_ENGINE_BINARY) {
  process.env.PRISMA_SCHEMA_ENGINE_BINARY = path.resolve("scripts/schema-engine.mjs");
}

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx prisma/seed/cli.ts" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres" },
});
