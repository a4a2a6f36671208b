// The demo menu's drawings go through the same photo pipeline as uploads: WebP at two widths under
// DATA_DIR/media, shown by the menu with a srcset.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  buildDemoPhotoCache,
  DEMO_IMAGES,
  renderDemoImages,
  seedDemoImages,
} from "../../../prisma/seed/demo-images.js";
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

it("the build's copy of the demo photos is byte for byte what the pipeline renders, and is used only while current", async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "karaage-demo-photos-"));
  const cache = path.join(dir, "demo-photos");
  try {
    expect(await buildDemoPhotoCache(cache)).toBe("built");
    expect(await buildDemoPhotoCache(cache)).toBe("current");
    const rendered = await renderDemoImages(DEMO_IMAGES, false);
    const fromCache = await renderDemoImages(DEMO_IMAGES, cache);
    expect(rendered.size).toBe(DEMO_IMAGES.length);
    expect([...fromCache.keys()].sort()).toEqual([...rendered.keys()].sort());
    for (const [image, photo] of rendered) {
      const copy = fromCache.get(image);
      expect(copy?.hash, image).toBe(photo.hash);
      expect(
        copy?.files.map((f) => [
          f.width,
          f.bytes.equals(photo.files.find((p) => p.width === f.width)?.bytes ?? Buffer.alloc(0)),
        ]),
      ).toEqual([
        [400, true],
        [800, true],
      ]);
    }
    // A copy made from other drawings or another pipeline is not used: the photos are rendered.
    const manifestFile = path.join(cache, "manifest.json");
    const manifest = JSON.parse(await readFile(manifestFile, "utf8"));
    const first = DEMO_IMAGES[0] as string;
    const wrong = [...rendered.values()].find((p) => p.hash !== rendered.get(first)?.hash)?.hash;
    await writeFile(
      manifestFile,
      JSON.stringify({ ...manifest, key: "other", photos: { ...manifest.photos, [first]: wrong } }),
    );
    expect((await renderDemoImages([first], cache)).get(first)?.hash).toBe(rendered.get(first)?.hash);
    // With the right key, the manifest is what names the files (this is what the key protects).
    await writeFile(
      manifestFile,
      JSON.stringify({ ...manifest, photos: { ...manifest.photos, [first]: wrong } }),
    );
    expect((await renderDemoImages([first], cache)).get(first)?.hash).toBe(wrong);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}, 60_000);
