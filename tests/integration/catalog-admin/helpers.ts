// Helpers for the catalog back office tests: an administrator's session that can send multipart
// forms (REST) and multipart GraphQL requests, real photos made with sharp, the bad uploads the
// issue lists, and the files under DATA_DIR/media.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import type { Json } from "../../support/http.js";
import { adminSession } from "../board/helpers.js";

export type Session = Awaited<ReturnType<typeof catalogAdmin>>;

export async function catalogAdmin(url: string) {
  const session = await adminSession(url);
  const remember = (answer: Headers) => {
    const token = answer.get("access-token");
    if (token) session.headers["access-token"] = token;
  };
  return {
    ...session,
    /** A multipart form to /api{path}: [name, value] pairs, files as Blob with a file name. */
    async form(method: string, apiPath: string, fields: [string, string | Blob, string?][]) {
      const form = new FormData();
      for (const [name, value, fileName] of fields) {
        if (typeof value === "string") form.append(name, value);
        else form.append(name, value, fileName ?? "photo.jpg");
      }
      const res = await fetch(`${url}/api${apiPath}`, {
        method,
        headers: { ...session.headers },
        body: form,
      });
      remember(res.headers);
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
    },
    /** A GraphQL multipart request (operations, map, files) with one optional file as `image`. */
    async gqlUpload(query: string, variables: Json, file?: Blob, fileName = "photo.jpg") {
      const form = new FormData();
      form.append("operations", JSON.stringify({ query, variables: { ...variables, image: null } }));
      form.append("map", JSON.stringify(file ? { 0: ["variables.image"] } : {}));
      if (file) form.append("0", file, fileName);
      const res = await fetch(`${url}/graphql`, {
        method: "POST",
        headers: { ...session.headers },
        body: form,
      });
      remember(res.headers);
      return (await res.json()) as { data?: Json | null; errors?: Json[] };
    },
  };
}

export const blob = (bytes: Uint8Array | Buffer, type = "image/jpeg") =>
  new Blob([new Uint8Array(bytes)], { type });

/** A real JPEG photo with EXIF metadata (a camera make), `width`×`height`. */
export function jpegPhoto(width = 1200, height = 900, color = { r: 200, g: 120, b: 40 }) {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .withExif({ IFD0: { Make: "KaraageCam", Copyright: "secret" } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

export function pngPhoto(width = 640, height = 480) {
  return sharp({ create: { width, height, channels: 4, background: { r: 10, g: 200, b: 90, alpha: 1 } } })
    .png()
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid 20000×20000 PNG (1-bit grey, all black) of a few tens of KB: decoded it would need
 * 400 million pixels. The decompression bomb the issue asks to refuse.
 */
export function pngBomb(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.alloc(1 + Math.ceil(side / 8)); // filter byte + bits
  const raw = Buffer.alloc(row.length * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>',
);

/** Every file under the app's media folder (empty when it does not exist yet). */
export async function mediaFiles(dataDir: string): Promise<string[]> {
  try {
    return (await readdir(path.join(dataDir, "media"))).sort();
  } catch {
    return [];
  }
}
