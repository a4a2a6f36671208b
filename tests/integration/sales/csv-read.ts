// Reads the sales CSV as Excel would: BOM, CRLF rows, quoted fields with doubled quotes.
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const body = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < body.length; i += 1) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && body[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i += 1;
    } else cell += ch;
  }
  return rows;
}

/** The CSV as records keyed by header. */
export function csvRecords(text: string): Record<string, string>[] {
  const [headers = [], ...rows] = parseCsv(text);
  return rows.map((row) => Object.fromEntries(headers.map((h, i) => [h, row[i] ?? ""])));
}

export const sumOf = (records: Record<string, string>[], header: string) =>
  records.reduce((sum, r) => {
    const value = Number(r[header]);
    if (!Number.isInteger(value)) throw new Error(`${header}: not a number: ${r[header]}`);
    return sum + value;
  }, 0);
