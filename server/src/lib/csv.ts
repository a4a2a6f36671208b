// CSV that Excel opens as it is (UTF-8 with a BOM, CRLF, quoted when needed) and that cannot run
// anything there: a text cell starting with =, +, -, @, a tab or a carriage return is read by
// spreadsheets as a formula (CSV injection), so it gets a leading ' (OWASP's advice). Numbers are
// written as numbers, so a negative amount in a numeric column stays a number.

/** A cell: text typed by someone (neutralised) or a number computed by the server (kept). */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell's text: formula-like text prefixed with ', then quoted when it holds , " or a line break. */
export function csvCell(value: CsvCell): string {
  let text: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`not a CSV number: ${value}`);
    text = String(value);
  } else {
    text = value ?? "";
    if (FORMULA_START.test(text)) text = `'${text}`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: BOM, header row, one row per record, CRLF after every row. */
export function csvFile(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [headers, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
