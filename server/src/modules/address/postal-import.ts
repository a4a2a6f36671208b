// Turns Japan Post's postal code data into the lookup file the app reads (postal-data.ts):
// either Japan Post's own CSV (KEN_ALL.CSV in Shift_JIS or the UTF-8 版 utf_ken_all.csv), or the
// per-prefix JSON of the npm package jquery-jpostal-ja. Run by scripts/import-postal-data.ts.
import { PREFECTURES } from "../../../../shared/constants.js";

/** One address as zipcloud answers it (kana half-width, floors of tall buildings kept). */
export interface PostalRow {
  zipcode: string;
  prefcode: number;
  city: string;
  town: string;
  cityKana: string;
  townKana: string;
}

export interface PostalData {
  /** Prefecture id → [name, half-width kana]. */
  prefectures: Map<number, [string, string]>;
  rows: PostalRow[];
}

const FULL_KANA =
  "アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワヲンァィゥェォッャュョーヮヰヱ・、。「」";
const HALF_KANA = "ｱｲｳｴｵｶｷｸｹｺｻｼｽｾｿﾀﾁﾂﾃﾄﾅﾆﾇﾈﾉﾊﾋﾌﾍﾎﾏﾐﾑﾒﾓﾔﾕﾖﾗﾘﾙﾚﾛﾜｦﾝｧｨｩｪｫｯｬｭｮｰﾜｲｴ･､｡｢｣";
const TO_HALF = new Map([...FULL_KANA].map((c, i) => [c, HALF_KANA[i] as string]));

/** Katakana and full-width ASCII to zipcloud's half-width form (ガ → ｶﾞ, （ → (). */
export function toHalfWidthKana(text: string): string {
  let out = "";
  for (const char of text.normalize("NFD")) {
    const code = char.charCodeAt(0);
    if (char === "\u3099") out += "ﾞ";
    else if (char === "\u309a") out += "ﾟ";
    else if (TO_HALF.has(char)) out += TO_HALF.get(char);
    else if (code >= 0xff01 && code <= 0xff5e) out += String.fromCharCode(code - 0xfee0);
    else if (char === "\u3000") out += " ";
    else out += char;
  }
  return out.normalize("NFC");
}

const FLOOR = /（(?:[０-９]+階|地階・階層不明)）$/;

/**
 * The town as zipcloud shows it: Japan Post's notes that are not part of an address are dropped
 * ("以下に掲載がない場合", "（次のビルを除く）", "（その他）", ranges in parentheses); a
 * building floor "（６階）" stays.
 */
export function cleanTown(town: string, kana: string): [string, string] {
  // "一円" alone is a real town (滋賀県犬上郡多賀町一円); "○○一円" means the whole area.
  const wholeArea = town !== "一円" && town.endsWith("一円");
  if (town === "以下に掲載がない場合" || town.endsWith("の次に番地がくる場合") || wholeArea) return ["", ""];
  if (FLOOR.test(town)) return [town, kana];
  return [town.replace(/（.*）$/, ""), kana.replace(/\(.*\)$/, "")];
}

const prefectureIdByName = new Map<string, number>(PREFECTURES.map((p) => [p.name, p.id]));

/** Splits one CSV line of KEN_ALL (quoted fields, no commas inside them). */
function csvFields(line: string): string[] {
  return line.split(",").map((field) => field.replace(/^"|"$/g, ""));
}

/**
 * KEN_ALL rows (Japan Post's columns: JIS code, old code, zipcode, 3 kana, 3 names, 6 flags).
 * A town too long for one row continues on the next rows of the same code until its
 * parenthesis closes; those are joined first.
 */
export function fromKenAll(text: string): PostalData {
  const prefectures = new Map<number, [string, string]>();
  const rows: PostalRow[] = [];
  let pending: string[] | null = null;
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const fields = csvFields(line);
    if (pending && fields[2] === pending[2]) {
      pending[5] += fields[5] ?? "";
      pending[8] += fields[8] ?? "";
    } else {
      if (pending) rows.push(toRow(pending, prefectures));
      pending = fields;
    }
    if (!/（[^）]*$/.test(pending[8] ?? "")) {
      rows.push(toRow(pending, prefectures));
      pending = null;
    }
  }
  if (pending) rows.push(toRow(pending, prefectures));
  return { prefectures, rows };
}

function toRow(fields: string[], prefectures: PostalData["prefectures"]): PostalRow {
  const [
    jis = "",
    ,
    zipcode = "",
    prefKana = "",
    cityKana = "",
    townKana = "",
    pref = "",
    city = "",
    town = "",
  ] = fields;
  const prefcode = Number(jis.slice(0, 2));
  prefectures.set(prefcode, [pref, toHalfWidthKana(prefKana)]);
  const [cleanName, cleanKana] = cleanTown(town, toHalfWidthKana(townKana));
  return {
    zipcode,
    prefcode,
    city,
    town: cleanName,
    cityKana: toHalfWidthKana(cityKana),
    townKana: cleanKana,
  };
}

/**
 * jquery-jpostal-ja's rows: ["_zipcode", pref, city, town, street, office, prefKana, cityKana,
 * townKana]; street and office are set for offices' own codes.
 * That package strips every parenthesis, floors included ("晴海オフィスタワーＸ６階"). A floor
 * code shares its first five digits with the building's "地階・階層不明" code ending in 90,
 * whose town is the bare building: from that pair the floor's parentheses are restored.
 */
export function fromJpostal(files: string[][][]): PostalData {
  const prefectures = new Map<number, [string, string]>();
  const rows: PostalRow[] = [];
  for (const file of files) {
    for (const [
      zip = "",
      pref = "",
      city = "",
      town = "",
      street,
      office,
      prefKana = "",
      cityKana = "",
      townKana = "",
    ] of file) {
      // 000.json also holds "_000info" (the package's data version and Japan Post's date).
      if (!/^_\d{7}$/.test(zip)) continue;
      // Codes of single large offices (事業所個別郵便番号): zipcloud does not answer those.
      if (street || office) continue;
      const prefcode = prefectureIdByName.get(pref);
      if (!prefcode) throw new Error(`unknown prefecture ${pref} for ${zip}`);
      prefectures.set(prefcode, [pref, toHalfWidthKana(prefKana)]);
      rows.push({
        zipcode: zip.replace(/^_/, ""),
        prefcode,
        city,
        town,
        cityKana: toHalfWidthKana(cityKana),
        townKana: toHalfWidthKana(townKana),
      });
    }
  }
  const byCode = new Map(rows.map((row) => [row.zipcode, row]));
  const buildingsWithFloors = new Set<string>();
  for (const row of rows) {
    const building = byCode.get(`${row.zipcode.slice(0, 5)}90`);
    if (!building || building === row || !row.town.startsWith(building.town)) continue;
    const floor = row.town.slice(building.town.length);
    const floorKana = row.townKana.slice(building.townKana.length);
    if (!/^[０-９]+階$/.test(floor) || !/^\d+ｶｲ$/.test(floorKana)) continue;
    row.town = `${building.town}（${floor}）`;
    row.townKana = `${building.townKana}(${floorKana})`;
    buildingsWithFloors.add(building.zipcode);
  }
  for (const code of buildingsWithFloors) {
    const building = byCode.get(code) as PostalRow;
    building.town += "（地階・階層不明）";
    building.townKana += "(ﾁｶｲ･ｶｲｿｳﾌﾒｲ)";
  }
  return { prefectures, rows };
}

/** The lookup file: a header, one line per prefecture, one per address, tab-separated. */
export function serialize(data: PostalData, source: string): string {
  const lines = [`# ${source}`];
  for (const [id, [name, kana]] of [...data.prefectures].sort((a, b) => a[0] - b[0])) {
    lines.push(`P\t${id}\t${name}\t${kana}`);
  }
  const rows = [...data.rows].sort((a, b) => (a.zipcode < b.zipcode ? -1 : a.zipcode > b.zipcode ? 1 : 0));
  for (const r of rows)
    lines.push([r.zipcode, r.prefcode, r.city, r.town, r.cityKana, r.townKana].join("\t"));
  return `${lines.join("\n")}\n`;
}
