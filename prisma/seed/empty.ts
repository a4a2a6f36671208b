import type { PrismaClient } from "../../server/src/generated/prisma/client.js";

/**
 * True when nothing has been set up yet: no catalog, settings or administrators. One query, and a
 * module of its own: every start asks it, and on existing data it is all a start needs of the seed
 * (demo.ts, with argon2 and the demo catalog, is loaded only for an empty database).
 */
export async function isDatabaseEmpty(prisma: PrismaClient): Promise<boolean> {
  const [row] = await prisma.$queryRaw<Array<{ any: boolean }>>`
    SELECT EXISTS (SELECT 1 FROM "Category")
        OR EXISTS (SELECT 1 FROM "Product")
        OR EXISTS (SELECT 1 FROM "Administrator")
        OR EXISTS (SELECT 1 FROM "TaxRate")
        OR EXISTS (SELECT 1 FROM "ProvisionSetting") AS "any"`;
  return row?.any === false;
}
