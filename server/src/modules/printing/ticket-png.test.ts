import { readFileSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { escapeText, ticketDocument } from "./ticket-document.js";
import { renderTicketPng, TICKET_WIDTH_PX } from "./ticket-png.js";
import { SAMPLE_TICKET } from "./ticket-sample.js";

const REFERENCE = new URL("./fixtures/kitchen-ticket.png", import.meta.url);
/**
 * At most 1 pixel in 10,000 may differ (about 40 on this ticket): room for a rasteriser's edge
 * pixels, none for a glyph (高崎 for 髙﨑 alone moves about 180). Another build of the font may need a
 * new reference: UPDATE_TICKET_REFERENCE=1 writes it; look at it before committing it.
 */
const TOLERANCE = 0.0001;

/** Share of pixels that differ between two black-and-white images of the same size. */
async function differingShare(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all(
    [a, b].map((png) => sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true })),
  );
  expect([y!.info.width, y!.info.height]).toEqual([x!.info.width, x!.info.height]);
  let differing = 0;
  for (let i = 0; i < x!.data.length; i++) if (x!.data[i]! < 128 !== y!.data[i]! < 128) differing++;
  return differing / x!.data.length;
}

describe("the printed ticket", () => {
  it("is a 576 px wide PNG that matches the reference image (唐揚げ, 髙, 﨑, 再印刷)", async () => {
    const png = await renderTicketPng(ticketDocument(SAMPLE_TICKET));
    if (process.env.UPDATE_TICKET_REFERENCE === "1") writeFileSync(REFERENCE, png);
    const meta = await sharp(png).metadata();
    expect(meta.width).toBe(TICKET_WIDTH_PX);
    expect(await differingShare(png, readFileSync(REFERENCE))).toBeLessThanOrEqual(TOLERANCE);
  });

  it("tells 高崎 from 髙﨑 against the reference, so the comparison can fail", async () => {
    const plain = await renderTicketPng(ticketDocument({ ...SAMPLE_TICKET, customerName: "高崎 花子" }));
    const share = await differingShare(plain, readFileSync(REFERENCE));
    expect(share).toBeGreaterThan(TOLERANCE);
  });

  it("renders the same bytes every time", async () => {
    const doc = ticketDocument(SAMPLE_TICKET);
    const [a, b] = await Promise.all([renderTicketPng(doc), renderTicketPng(doc)]);
    expect(a.equals(b)).toBe(true);
  });

  it("prints names and notes as typed, markup characters included", () => {
    expect(escapeText('a|b_c"d`e^f{g}h~i-j=k\\l')).toBe('a\\|b\\_c\\"d\\`e\\^f\\{g\\}h\\~i\\-j\\=k\\\\l');
    const doc = ticketDocument({ ...SAMPLE_TICKET, reprint: false, callNumber: null });
    expect(doc).not.toContain("再印刷");
    expect(doc).not.toContain("呼出");
    expect(doc).toContain("辛さ控えめ\\_テスト\\|記号");
  });
});
