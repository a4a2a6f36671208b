// A ticket's ReceiptLine document → SVG (receiptline) → a 576 px wide black-and-white PNG (sharp,
// librsvg), so 唐揚げ, 髙 and 﨑 print in our font (Noto Sans CJK JP) whatever fonts the printer has.
// Deterministic: no dates or random ids inside, fixed font, threshold to pure black and white.
import receiptline from "receiptline";
import sharp from "sharp";
import { TICKET_CPL } from "./ticket-document.js";

/** 12 px per half-width column: 48 columns = 576 px, the printable width of 80 mm paper at 203 dpi. */
export const TICKET_WIDTH_PX = 576;

/** The font every ticket is drawn with (fonts-noto-cjk; see the decision record for installing it). */
export const TICKET_FONT = "Noto Sans CJK JP";

/** The SVG receiptline draws, with our font first (its default list names Windows and Mac fonts). */
export function ticketSvg(doc: string): string {
  const svg = receiptline.transform(doc, { cpl: TICKET_CPL, encoding: "shiftjis", spacing: true });
  return (
    svg
      // A web font import (never fetched here) and a random filter id: out, for the same bytes each time.
      .replace(/<style[^>]*>[\s\S]*?<\/style>/g, "")
      .replace(/receipt-[0-9a-f-]{36}/g, "receipt-ticket")
      .replace(/font-family="[^"]*"/g, `font-family="'${TICKET_FONT}', monospace"`)
  );
}

export async function renderTicketPng(doc: string): Promise<Buffer> {
  return sharp(Buffer.from(ticketSvg(doc)), { density: 72 })
    .flatten({ background: "#ffffff" })
    .greyscale()
    .threshold(160)
    .png({ palette: true, colours: 2, compressionLevel: 9 })
    .toBuffer();
}
