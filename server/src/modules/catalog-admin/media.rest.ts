// GET /media/<hash>-<width>.webp: uploaded photos. Names are content hashes, so an answer never
// changes: browsers and proxies keep it for a year without asking again.
import { readFile } from "node:fs/promises";
import { Hono } from "hono";
import { MEDIA_NAME, type MediaStore } from "./images.js";

export const IMMUTABLE = "public, max-age=31536000, immutable";

export function mediaRoutes(media: MediaStore) {
  return new Hono().get("/:name", async (c) => {
    const name = c.req.param("name");
    if (!MEDIA_NAME.test(name)) return c.text("Not Found", 404);
    let bytes: Buffer;
    try {
      bytes = await readFile(media.pathOf(name));
    } catch {
      return c.text("Not Found", 404);
    }
    return c.body(new Uint8Array(bytes), 200, {
      "content-type": "image/webp",
      "cache-control": IMMUTABLE,
      "x-content-type-options": "nosniff",
    });
  });
}
