// Uploaded photos of products and toppings (issue 10, point 3). An upload is judged by its
// bytes, never by its name or declared type: only JPEG, PNG and WebP by their signatures, at most
// 5 MB and 6000×6000 pixels (read from the header before anything is decoded, and enforced again
// by sharp's limitInputPixels while decoding, so a decompression bomb is refused). Accepted photos
// are re-encoded to WebP at two widths with every metadata block stripped (EXIF GPS positions
// included) and stored under DATA_DIR/media as <content hash>-<width>.webp, served as immutable.
import { createHash, randomUUID } from "node:crypto";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Metadata } from "sharp";
import { CATALOG_LIMITS, IMAGE_MESSAGES } from "../../../../shared/catalog-admin.js";
import { ValidationError } from "../../errors.js";
import { IMAGE_WIDTHS, imageFileName } from "../catalog/image-urls.js";

export const MEDIA_NAME = /^([0-9a-f]{32})-(400|800)\.webp$/;
const MAX_PIXELS = CATALOG_LIMITS.imageSideMax * CATALOG_LIMITS.imageSideMax;

export interface ProcessedImage {
  hash: string;
  files: { width: number; bytes: Buffer }[];
}

const refuse = (field: string, message: string) => new ValidationError(message, { [field]: [message] });

/** JPEG, PNG or WebP by the file's first bytes; anything else (SVG, text, GIF...) is null. */
export function sniffImageType(bytes: Uint8Array): "jpeg" | "png" | "webp" | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 16));
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "png";
  if (b.length >= 12 && b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP")
    return "webp";
  return null;
}

/**
 * Checks and re-encodes an upload. Throws a ValidationError naming `field` with a Japanese
 * message for anything refused; never writes a file.
 */
export async function processImage(bytes: Uint8Array, field = "image"): Promise<ProcessedImage> {
  if (bytes.byteLength > CATALOG_LIMITS.imageBytesMax) throw refuse(field, IMAGE_MESSAGES.size);
  const type = sniffImageType(bytes);
  if (!type) throw refuse(field, IMAGE_MESSAGES.type);
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Loaded on the first upload, not at start: libvips is tens of MiB (decision 0023).
  const { default: sharp } = await import("sharp");
  const options = { limitInputPixels: MAX_PIXELS, failOn: "warning" as const };
  let meta: Metadata;
  try {
    // Reads the header only; the pixel limit applies when the pixels are decoded below.
    meta = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw refuse(field, IMAGE_MESSAGES.broken);
  }
  if (meta.format !== type) throw refuse(field, IMAGE_MESSAGES.type);
  const side = Math.max(meta.width ?? 0, meta.height ?? 0);
  if (!side) throw refuse(field, IMAGE_MESSAGES.broken);
  if (side > CATALOG_LIMITS.imageSideMax) throw refuse(field, IMAGE_MESSAGES.dimensions);
  try {
    const files = await Promise.all(
      IMAGE_WIDTHS.map(async (width) => ({
        width,
        bytes: await sharp(input, options)
          .autoOrient()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer(),
      })),
    );
    const hash = createHash("sha256").update(input).digest("hex").slice(0, 32);
    return { hash, files };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw refuse(field, IMAGE_MESSAGES.dimensions);
    }
    throw refuse(field, IMAGE_MESSAGES.broken);
  }
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** DATA_DIR/media (a temporary folder when the database is in memory). */
export function mediaDirOf(dataDir: string): string {
  return dataDir === ":memory:" ? path.join(tmpdir(), "karaage-media") : path.join(dataDir, "media");
}

/** Where photos live: DATA_DIR/media. */
export class MediaStore {
  constructor(readonly dir: string) {}

  pathOf(name: string): string {
    return path.join(this.dir, name);
  }

  /**
   * Writes the photo's files (atomically, each through a temporary name). Returns the names it
   * created, so that a write refused afterwards can take exactly those back (an identical photo
   * already stored is shared, never removed by a failed write).
   */
  async save(image: ProcessedImage): Promise<string[]> {
    await mkdir(this.dir, { recursive: true });
    const created: string[] = [];
    try {
      for (const file of image.files) {
        const name = imageFileName(image.hash, file.width);
        const target = this.pathOf(name);
        if (await exists(target)) continue;
        const temporary = `${target}.${randomUUID()}.tmp`;
        await writeFile(temporary, file.bytes);
        await rename(temporary, target);
        created.push(name);
      }
    } catch (error) {
      await this.remove(created);
      throw error;
    }
    return created;
  }

  async remove(names: string[]): Promise<void> {
    await Promise.all(names.map((name) => rm(this.pathOf(name), { force: true }).catch(() => {})));
  }

  /** Removes a photo's files at every width. */
  async removeHash(hash: string): Promise<void> {
    await this.remove(IMAGE_WIDTHS.map((w) => imageFileName(hash, w)));
  }
}
