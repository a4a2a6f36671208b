// The server as plain JavaScript (decision 0024): `npm start` runs server/build/main.mjs, built by
// esbuild from server/src/main.ts, so a start neither registers tsx's loader nor transpiles some 160
// TypeScript files (its loader thread spent ~3.5 s of CPU on that per start). Packages stay
// external (node_modules is read as is); only our own sources are bundled, the dynamic imports
// kept as lazy chunks. Each bundled `import.meta.url` is rewritten to the URL of the source file
// it was written in, so paths resolved against it (migrations, postal data, the client build,
// Prisma's generated client) stay what they are under tsx. Tests and `npm run dev` run the
// sources; `--if-stale` (prestart) rebuilds only when a bundled source is newer than the bundle.
import { spawnSync } from "node:child_process";
import { readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outdir = path.join(root, "server/build");
const entry = path.join(outdir, "main.mjs");
const firstStartEntry = path.join(outdir, "first-start.mjs");
const inputsFile = path.join(outdir, "inputs.json");

async function isStale() {
  try {
    const built = Math.min((await stat(entry)).mtimeMs, (await stat(firstStartEntry)).mtimeMs);
    const inputs = JSON.parse(await readFile(inputsFile, "utf8"));
    for (const input of inputs) {
      if ((await stat(path.join(root, input))).mtimeMs > built) return true;
    }
    return false;
  } catch {
    return true; // no bundle yet, or a source gone
  }
}

/** `import.meta.url` of a bundled file -> its source file's URL, relative to the bundle. */
const sourceUrls = {
  name: "source-import-meta-url",
  setup(b) {
    b.onLoad({ filter: /\.(ts|mts|mjs|js)$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await readFile(args.path, "utf8");
      if (!text.includes("import.meta.url")) return undefined;
      const relative = path.relative(outdir, args.path).split(path.sep).join("/");
      const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      const ext = path.extname(args.path).slice(1);
      return {
        contents: text.replaceAll("import.meta.url", url),
        loader: ext === "mts" ? "ts" : ext === "mjs" ? "js" : ext,
        resolveDir: path.dirname(args.path),
      };
    });
  },
};

if (!process.argv.includes("--if-stale") || (await isStale())) await bundle();
// What a first start copies instead of computing (decision 0028; server/src/first-start-cli.ts): the
// migrated PGlite template and the demo photos, each made when missing or out of date; otherwise
// this only compares their stamps.
const firstStart = spawnSync(process.execPath, [firstStartEntry], { cwd: root, stdio: "inherit" });
if (firstStart.status !== 0) process.exit(firstStart.status ?? 1);

async function bundle() {
  const started = performance.now();
  const result = await build({
    absWorkingDir: root,
    entryPoints: {
      main: path.join(root, "server/src/main.ts"),
      "first-start": path.join(root, "server/src/first-start-cli.ts"),
    },
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    sourcemap: "linked",
    metafile: true,
    logLevel: "warning",
    plugins: [sourceUrls],
  });
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.includes("node_modules/"));
  await writeFile(inputsFile, JSON.stringify(inputs));
  console.log(
    `[build] server/build/main.mjs from ${inputs.length} sources in ${Math.round(performance.now() - started)} ms`,
  );
}
