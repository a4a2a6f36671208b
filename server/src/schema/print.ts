// `npm run schema:print`: writes schema.graphql at the repository root for client codegen and
// the CI drift check. Needs no database: the Prisma client is only taken from the request context.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { lexicographicSortSchema, printSchema } from "graphql";
import { schema } from "./index.js";

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../schema.graphql");
writeFileSync(target, `${printSchema(lexicographicSortSchema(schema))}\n`);
process.stdout.write(`Wrote ${path.relative(process.cwd(), target) || target}\n`);
