// The demo menu's pictures through the same photo pipeline as staff uploads (issue 10, point 3):
// each vector drawing (client/public/images/menu/*.svg, our own files) is rasterised once, then
// checked, re-encoded to WebP at 400 and 800 px and stored under DATA_DIR/media like any upload.
// Uploads themselves never accept SVG; rendering our own drawings here is the only SVG use.
//
// Two steps, so that a first start renders the photos (libvips, on its own threads) while the demo
// shop is written to the database (decision 0028): renderDemoImages needs only the files, and
// attachDemoImages then points the products and toppings at what it stored.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import type { PrismaClient } from "../../server/src/generated/prisma/client.js";
import { invalidateCatalog } from "../../server/src/modules/catalog/catalog-cache.js";
import { type MediaStore, processImage } from "../../server/src/modules/catalog-admin/images.js";
import { PRODUCTS, TOPPINGS } from "./demo-data.js";

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../client/public");
const DEMO_IMAGE = /^\/images\/menu\/[a-z-]+\.svg$/;

/** Every drawing the demo catalog uses (demo-data.ts). */
export const DEMO_IMAGES: readonly string[] = [
  ...new Set([...PRODUCTS, ...TOPPINGS].map((row) => row.image).filter((image) => DEMO_IMAGE.test(image))),
];

/** Renders and stores each drawing; answers drawing path -> stored photo's hash. */
export async function renderDemoImages(
  media: MediaStore,
  images: Iterable<string> = DEMO_IMAGES,
): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for (const image of new Set(images)) {
    if (!DEMO_IMAGE.test(image)) continue;
    const svg = await readFile(path.join(publicDir, image));
    const png = await sharp(svg, { density: 96 }).resize({ width: 800 }).png().toBuffer();
    const processed = await processImage(png);
    await media.save(processed);
    hashes.set(image, processed.hash);
  }
  return hashes;
}

/** Gives the products and toppings still showing a drawing the photo rendered from it. */
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
  return attachDemoImages(prisma, await renderDemoImages(media, images));
}
