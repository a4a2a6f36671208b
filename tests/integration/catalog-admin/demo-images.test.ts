// The demo menu's drawings go through the same photo pipeline as uploads: WebP at two widths under
// DATA_DIR/media, shown by the menu with a srcset.
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { seedDemoImages } from "../../../prisma/seed/demo-images.js";
import { MediaStore, mediaDirOf } from "../../../server/src/modules/catalog-admin/images.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { mediaFiles } from "./helpers.js";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

it("re-encodes every demo picture and the menu shows the WebP files with a srcset", async () => {
  const converted = await seedDemoImages(app.db.prisma, new MediaStore(mediaDirOf(app.config.dataDir)));
  expect(converted).toBeGreaterThan(10);
  expect(await app.db.prisma.product.count({ where: { image: { not: null }, imageHash: null } })).toBe(0);
  expect((await mediaFiles(app.config.dataDir)).length).toBe(converted * 2);

  const menu = await (await fetch(`${app.url}/api/products`, { method: "POST" })).json();
  const first = menu.categories[0].products[0];
  expect(first.image).toMatch(/^\/media\/[0-9a-f]{32}-800\.webp$/);
  expect(first.image_srcset).toMatch(/-400\.webp 400w, .*-800\.webp 800w$/);
  const served = await fetch(`${app.url}${first.image}`);
  const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
  expect(meta).toMatchObject({ format: "webp", width: 800 });
});
