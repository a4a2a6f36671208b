// The demo menu's pictures through the same photo pipeline as staff uploads (issue 10, point 3):
// each vector drawing (client/public/images/menu/*.svg, our own files) is rasterised once, then
// checked, re-encoded to WebP at 400 and 800 px and stored under DATA_DIR/media like any upload.
// Uploads themselves never accept SVG; rendering our own drawings here is the only SVG use.
//
// In steps, so that a first start needs no rendering on its path (decision 0028):
// - renderDemoImages gives the photos in memory. The build (`npm run build:server`) renders them
//   once into server/build/demo-photos/; a start reads them from there when that copy was made from
//   the same drawings, the same pipeline sources and the same sharp, and renders them otherwise
//   (~1.5 s of both cores, which on a first start competed with opening the database).
// - saveDemoImages stores them under DATA_DIR/media; attachDemoImages points the products and
//   toppings at them.
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import type { PrismaClient } from "../../server/src/generated/prisma/client.js";
import { buildFolder } from "../../server/src/lib/build-folder.js";
import { invalidateCatalog } from "../../server/src/lib/shop-cache.js";
import { IMAGE_WIDTHS, imageFileName } from "../../server/src/modules/catalog/image-urls.js";
import {
  type MediaStore,
  type ProcessedImage,
  processImage,
} from "../../server/src/modules/catalog-admin/images.js";
import { PRODUCTS, TOPPINGS } from "./demo-data.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const publicDir = path.join(root, "client/public");
const DEMO_IMAGE = /^\/images\/menu\/[a-z-]+\.svg$/;
/** Pictures rendered side by side: one picture's steps leave libvips' threads idle in between. */
const LANES = 2;

export const DEMO_PHOTO_CACHE = path.join(root, "server/build/demo-photos");
/** What the rendered photos depend on besides the drawings and sharp: the pipeline's sources. */
const PIPELINE_SOURCES = ["server/src/modules/catalog-admin/images.ts", "prisma/seed/demo-images.ts"];

/** Every drawing the demo catalog uses (demo-data.ts). */
export const DEMO_IMAGES: readonly string[] = [
  ...new Set([...PRODUCTS, ...TOPPINGS].map((row) => row.image).filter((image) => DEMO_IMAGE.test(image))),
];

interface CacheManifest {
  key: string;
  /** drawing path -> photo hash (files <hash>-<width>.webp beside the manifest) */
  photos: Record<string, string>;
}

/** The cache key of a set of drawings: their bytes, the pipeline's sources and sharp's version. */
async function cacheKey(images: readonly string[]): Promise<string> {
  const hash = createHash("sha256");
  const sharpPackage = JSON.parse(await readFile(path.join(root, "node_modules/sharp/package.json"), "utf8"));
  hash.update(`sharp ${sharpPackage.version} ${JSON.stringify(sharp.versions)}\n`);
  for (const source of PIPELINE_SOURCES) hash.update(await readFile(path.join(root, source)));
  for (const image of [...images].sort()) {
    hash.update(`${image}\n`);
    hash.update(await readFile(path.join(publicDir, image)));
  }
  return hash.digest("hex");
}

async function renderOne(image: string): Promise<ProcessedImage> {
  const svg = await readFile(path.join(publicDir, image));
  const png = await sharp(svg, { density: 96 }).resize({ width: 800 }).png().toBuffer();
  return processImage(png);
}

/** The photos of `images` from the build's copy, or undefined when it is missing or not current. */
async function fromCache(
  images: readonly string[],
  dir: string,
): Promise<Map<string, ProcessedImage> | undefined> {
  try {
    const manifest = JSON.parse(await readFile(path.join(dir, "manifest.json"), "utf8")) as CacheManifest;
    if (manifest.key !== (await cacheKey(DEMO_IMAGES))) return undefined;
    const photos = new Map<string, ProcessedImage>();
    for (const image of images) {
      const hash = manifest.photos[image];
      if (!hash) return undefined;
      const files = await Promise.all(
        IMAGE_WIDTHS.map(async (width) => ({
          width,
          bytes: await readFile(path.join(dir, imageFileName(hash, width))),
        })),
      );
      photos.set(image, { hash, files });
    }
    return photos;
  } catch {
    return undefined;
  }
}

/** Renders each drawing through the photo pipeline (or reads the build's copy): drawing path -> photo. */
export async function renderDemoImages(
  images: Iterable<string> = DEMO_IMAGES,
  cache: string | false = DEMO_PHOTO_CACHE,
): Promise<Map<string, ProcessedImage>> {
  const wanted = [...new Set(images)].filter((image) => DEMO_IMAGE.test(image));
  const cached = cache ? await fromCache(wanted, cache) : undefined;
  if (cached) return cached;
  const queue = [...wanted];
  const photos = new Map<string, ProcessedImage>();
  const lane = async () => {
    for (let image = queue.shift(); image !== undefined; image = queue.shift()) {
      photos.set(image, await renderOne(image));
    }
  };
  await Promise.all(Array.from({ length: LANES }, lane));
  return photos;
}

/** Renders every demo drawing into `dir` unless a current copy is there (the build's step). */
export async function buildDemoPhotoCache(dir: string = DEMO_PHOTO_CACHE): Promise<"current" | "built"> {
  const key = await cacheKey(DEMO_IMAGES);
  return buildFolder(dir, {
    isCurrent: async () => (await fromCache(DEMO_IMAGES, dir)) !== undefined,
    make: async (work) => {
      const photos = await renderDemoImages(DEMO_IMAGES, false);
      await mkdir(work, { recursive: true });
      for (const photo of photos.values()) {
        for (const file of photo.files)
          await writeFile(path.join(work, imageFileName(photo.hash, file.width)), file.bytes);
      }
      const manifest: CacheManifest = {
        key,
        photos: Object.fromEntries([...photos].map(([image, photo]) => [image, photo.hash])),
      };
      await writeFile(path.join(work, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  });
}

/** Stores photos under DATA_DIR/media: drawing path -> stored photo's hash. */
export async function saveDemoImages(
  media: MediaStore,
  photos: Map<string, ProcessedImage>,
): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for (const [image, photo] of photos) {
    await media.save(photo);
    hashes.set(image, photo.hash);
  }
  return hashes;
}

/** Gives the products and toppings still showing a drawing the photo stored for it. */
export async function attachDemoImages(prisma: PrismaClient, hashes: Map<string, string>): Promise<number> {
  for (const [image, imageHash] of hashes) {
    await prisma.product.updateMany({ where: { image, imageHash: null }, data: { imageHash } });
    await prisma.topping.updateMany({ where: { image, imageHash: null }, data: { imageHash } });
  }
  invalidateCatalog(prisma);
  return hashes.size;
}

/** Gives every demo product and topping whose picture is a demo drawing an uploaded-style photo. */
export async function seedDemoImages(prisma: PrismaClient, media: MediaStore): Promise<number> {
  const [products, toppings] = await Promise.all([
    prisma.product.findMany({ where: { imageHash: null, image: { startsWith: "/images/menu/" } } }),
    prisma.topping.findMany({ where: { imageHash: null, image: { startsWith: "/images/menu/" } } }),
  ]);
  const images = [...products, ...toppings].map((row) => row.image as string);
  return attachDemoImages(prisma, await saveDemoImages(media, await renderDemoImages(images)));
}
