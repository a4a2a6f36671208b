// A Vite plugin (decision 0012): after `vite build` has written dist/client, every text-like file
// of at least 256 bytes gets a brotli (quality 11) and a gzip (level 9) copy beside it, `x.js.br` and
// `x.js.gz`, kept only when smaller. The server sends them by content negotiation
// (server/src/http/client-app.ts) and so compresses nothing of the client per request.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/i;
/**
 * Not 1 KB (the server's threshold for answers): a page's small route chunks (300 B – 1 KB each,
 * a dozen on /menu) shrink by 40–50 % too, about 3 kB of the first load (decision 0052).
 */
const MIN_BYTES = 256;
/** A compressed copy is written only if it saves at least this share. */
const MAX_RATIO = 0.9;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

export async function precompressDirectory(
  dir: string,
): Promise<{ files: number; bytes: number; br: number }> {
  const jobs: Array<Promise<{ bytes: number; br: number }>> = [];
  for await (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    jobs.push(
      (async () => {
        const content = await readFile(file);
        if (content.length < MIN_BYTES) return { bytes: 0, br: 0 };
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
        ]);
        let brBytes = content.length;
        if (br.length <= content.length * MAX_RATIO) {
          await writeFile(`${file}.br`, br);
          brBytes = br.length;
        }
        if (gz.length <= content.length * MAX_RATIO) await writeFile(`${file}.gz`, gz);
        return { bytes: content.length, br: brBytes };
      })(),
    );
  }
  const done = await Promise.all(jobs);
  return {
    files: done.filter((d) => d.bytes > 0).length,
    bytes: done.reduce((sum, d) => sum + d.bytes, 0),
    br: done.reduce((sum, d) => sum + d.br, 0),
  };
}

export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "karaage:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { files, bytes, br } = await precompressDirectory(outDir);
      this.info?.(
        `precompressed ${files} files: ${(bytes / 1000).toFixed(0)} kB -> ${(br / 1000).toFixed(0)} kB (br)`,
      );
    },
  };
}
