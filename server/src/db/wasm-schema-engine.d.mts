import type { PGlite } from "@electric-sql/pglite";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import type { MigrationList, SchemaEngine, SchemaFilter } from "@prisma/schema-engine-wasm";
import type pg from "pg";

export declare class CharAsTextClient extends pg.Client {}
export declare function pgParamsFromUrl(
  url: string,
): pg.ClientConfig & { database: string; host: string; port: number };
/** A migration-aware factory that can end every adapter it created (the engine never does). */
export interface TrackingFactory extends SqlMigrationAwareDriverAdapterFactory {
  disposeAll(): Promise<void>;
}
export declare function pgMigrationFactory(params: pg.PoolConfig): TrackingFactory;
export declare function pgliteMigrationFactory(db: PGlite): TrackingFactory;
export declare function loadSchemaEngineModule(): Promise<typeof import("@prisma/schema-engine-wasm")>;
export declare function openSchemaEngine(
  factory: SqlMigrationAwareDriverAdapterFactory,
  options?: { datamodels?: [string, string][]; log?: (line: string) => void },
): Promise<SchemaEngine>;
export declare function readMigrationsList(
  baseDir: string,
  shadowDbInitScript?: string,
): Promise<MigrationList>;
export declare const NO_FILTERS: SchemaFilter;
