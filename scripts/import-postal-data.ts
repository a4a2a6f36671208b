// Builds the postal lookup file (server/src/modules/address/postal-codes.tsv.gz) from
// Japan Post's data:
//   npx tsx scripts/import-postal-data.ts                        # from jquery-jpostal-ja (npm)
//   npx tsx scripts/import-postal-data.ts --ken-all KEN_ALL.CSV  # Japan Post's CSV (Shift_JIS)
//   npx tsx scripts/import-postal-data.ts --ken-all utf_ken_all.csv --date 2026-03-31
// Japan Post: https://www.post.japanpost.jp/zipcode/download.html (読み仮名データの促音・拗音を
// 小書きで表記しないもの, or the UTF-8 版). --date records the data's date in the file's header.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { fromJpostal, fromKenAll, serialize } from "../server/src/modules/address/postal-import.js";

const { values } = parseArgs({
  options: {
    "ken-all": { type: "string" },
    date: { type: "string" },
    out: { type: "string", default: "server/src/modules/address/postal-codes.tsv.gz" },
  },
});

function decode(bytes: Buffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("shift_jis").decode(bytes);
  }
}

let data: ReturnType<typeof fromKenAll>;
let source: string;
if (values["ken-all"]) {
  data = fromKenAll(decode(readFileSync(values["ken-all"])));
  source = `Japan Post ${path.basename(values["ken-all"])}${values.date ? ` of ${values.date}` : ""}`;
} else {
  const require = createRequire(import.meta.url);
  const pkgPath = require.resolve("jquery-jpostal-ja/package.json");
  const pkg = JSON.parse(readFileSync(pkgPath, "utf8")) as { version: string };
  const dir = path.join(path.dirname(pkgPath), "json");
  const files = readdirSync(dir)
    .filter((name) => /^\d{3}\.json$/.test(name))
    .map((name) => {
      const text = readFileSync(path.join(dir, name), "utf8");
      return JSON.parse(text.slice(text.indexOf("(") + 1, text.lastIndexOf(")"))) as string[][];
    });
  data = fromJpostal(files);
  // e.g. "ver2.13 2025-09-25 2025-09-30": the last date is Japan Post's.
  const info = files.flat().find((row) => row[0] === "_000info")?.[2] ?? "";
  const date = values.date ?? info.split(" ").at(-1);
  source = `Japan Post data of ${date} via jquery-jpostal-ja@${pkg.version} (${info})`;
}
writeFileSync(values.out, gzipSync(serialize(data, source), { level: 9 }));
console.log(`${values.out}: ${data.rows.length} addresses (${source})`);
