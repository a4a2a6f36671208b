// npm run db:seed — opens the database like the app (DATABASE_URL, else PGlite in DATA_DIR,
// default ./data), applies pending migrations, then wipes and reseeds the demo shop.
// ADMIN_EMAIL / ADMIN_PASSWORD default to the demo administrator below. Do not run it against a
// PGlite folder that a running server has open.
import path from "node:path";
import {
  DatabaseUnavailableError,
  MigrationError,
  maskDatabaseUrl,
  openDatabase,
} from "../../server/src/db.js";
import { MediaStore, mediaDirOf } from "../../server/src/modules/catalog-admin/images.js";
import { DEMO_ADMIN, seedDemoShop } from "./demo.js";
import { seedDemoImages } from "./demo-images.js";

const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const dataDir = process.env.DATA_DIR?.trim() || path.resolve("data");
const adminEmail = process.env.ADMIN_EMAIL?.trim() || DEMO_ADMIN.email;
const adminPassword = process.env.ADMIN_PASSWORD || DEMO_ADMIN.password;

try {
  const started = Date.now();
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    await db.migrate();
    await seedDemoShop(db.prisma, { adminEmail, adminPassword });
    await seedDemoImages(db.prisma, new MediaStore(mediaDirOf(dataDir)));
    const [categories, products] = await Promise.all([db.prisma.category.count(), db.prisma.product.count()]);
    const where = databaseUrl ? maskDatabaseUrl(databaseUrl) : `PGlite ${dataDir}`;
    console.log(
      `Seeded the demo shop into ${where} in ${Date.now() - started} ms: ${categories} categories, ${products} products; administrator ${adminEmail}`,
    );
  } finally {
    await db.close();
  }
} catch (error) {
  if (error instanceof DatabaseUnavailableError || error instanceof MigrationError) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
