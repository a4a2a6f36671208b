// Large photos are made smaller in the browser before they are sent: a phone's 12 MB picture
// becomes a WebP (or JPEG where the browser cannot write WebP) of at most SHRUNK_SIDE pixels a
// side, well under the server's limits, which the server still checks (and re-encodes with sharp).

/** The longest side kept: twice the widest photo the server writes (800 px), for sharp 2x cards. */
export const SHRUNK_SIDE = 1600;

export interface ShrinkLimits {
  bytesMax: number;
  sideMax: number;
}

/** Width and height scaled down (never up) so that the longest side is at most `max`. */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function encode(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * The file as it is when it is within the limits; otherwise a smaller copy, or null when the
 * browser cannot read it as an image (then the server's refusal would be the same).
 */
export async function shrinkImage(file: File, limits: ShrinkLimits): Promise<File | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file.size <= limits.bytesMax ? file : null;
  }
  try {
    const within = file.size <= limits.bytesMax && Math.max(bitmap.width, bitmap.height) <= limits.sideMax;
    if (within) return file;
    const size = fitWithin(bitmap.width, bitmap.height, Math.min(SHRUNK_SIDE, limits.sideMax));
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    for (const quality of [0.85, 0.7, 0.5]) {
      let blob = await encode(canvas, "image/webp", quality);
      if (blob?.type !== "image/webp") blob = await encode(canvas, "image/jpeg", quality);
      if (blob && blob.size <= limits.bytesMax) {
        const extension = blob.type === "image/webp" ? "webp" : "jpg";
        const base = file.name.replace(/\.[^.]*$/, "") || "photo";
        return new File([blob], `${base}.${extension}`, { type: blob.type, lastModified: Date.now() });
      }
    }
    return null;
  } finally {
    bitmap.close();
  }
}
