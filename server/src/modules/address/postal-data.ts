// The bundled postal lookup (postal-codes.tsv.gz, built by scripts/import-postal-data.ts),
// read on first use: one string per code, split only when that code is asked for.
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";

const DATA_FILE = new URL("./postal-codes.tsv.gz", import.meta.url);

export interface PostalEntry {
  prefcode: number;
  prefecture: string;
  prefectureKana: string;
  city: string;
  town: string;
  cityKana: string;
  townKana: string;
}

interface Lookup {
  source: string;
  prefectures: Map<number, [string, string]>;
  /** Code → its lines (several when a code covers several towns), in Japan Post's order. */
  lines: Map<string, string[]>;
}

let lookup: Lookup | undefined;

function load(): Lookup {
  const text = gunzipSync(readFileSync(DATA_FILE)).toString("utf8");
  const result: Lookup = { source: "", prefectures: new Map(), lines: new Map() };
  for (const line of text.split("\n")) {
    if (!line) continue;
    if (line.startsWith("# ")) result.source = line.slice(2);
    else if (line.startsWith("P\t")) {
      const [, id, name = "", kana = ""] = line.split("\t");
      result.prefectures.set(Number(id), [name, kana]);
    } else {
      const code = line.slice(0, 7);
      const list = result.lines.get(code);
      if (list) list.push(line);
      else result.lines.set(code, [line]);
    }
  }
  return result;
}

/** Where the bundled data comes from, e.g. "Japan Post data of 2025-09-30 via …". */
export function postalDataSource(): string {
  lookup ??= load();
  return lookup.source;
}

/** Every address of a 7-digit code, in Japan Post's order; empty when the code is unknown. */
export function postalEntries(zipcode: string): PostalEntry[] {
  lookup ??= load();
  const { prefectures } = lookup;
  return (lookup.lines.get(zipcode) ?? []).map((line) => {
    const [, pref = "0", city = "", town = "", cityKana = "", townKana = ""] = line.split("\t");
    const [prefecture = "", prefectureKana = ""] = prefectures.get(Number(pref)) ?? [];
    return { prefcode: Number(pref), prefecture, prefectureKana, city, town, cityKana, townKana };
  });
}
