// What a printed ticket says, as a ReceiptLine document (https://receiptline.github.io): pure, so
// the same inputs always give the same document, and the same document the same PNG (ticket-png.ts).
import { SHOP } from "../../../../shared/constants.js";
import { formatYen } from "../../../../shared/pricing.js";
import { formatMinutes, tokyoClock } from "../../lib/tokyo-time.js";
import { slotLabel } from "../order/order-format.js";

export type TicketKind = "KITCHEN" | "RECEIPT";

export interface TicketItem {
  productName: string;
  optionName: string | null;
  quantity: number;
  /** Tax-inclusive line amount (receipts). */
  amount: number;
  reducedRate: boolean;
  toppings: string[];
}

/** Everything a ticket shows, read once from the order when the job is first fetched. */
export interface TicketInput {
  kind: TicketKind;
  /** Not the first ticket of this kind for the order: the paper says 再印刷. */
  reprint: boolean;
  jobId: number;
  code: string;
  /** The day's call number (issue 29 point 2), when the order has one. */
  callNumber?: number | null;
  /** The language the customer ordered in (issue 35): marked 「EN」 beside the code unless ja. */
  locale?: string | null;
  method: "TAKEOUT" | "DELIVERY";
  slotStartsAt: Date;
  slotEndsAt: Date;
  createdAt: Date;
  customerName: string;
  tel: string;
  address: string | null;
  car: string | null;
  note: string | null;
  items: TicketItem[];
  deliveryFee: number;
  total: number;
  taxes: { rate: number; amount: number; tax: number }[];
  payment: string;
  invoiceRegistrationNumber: string | null;
  /** 領収書's addressee when one was asked for ("上様" when blank). */
  receiptName: string | null;
}

/** 48 characters of 12 px: 576 px, the printable width of 80 mm paper at 203 dpi. */
export const TICKET_CPL = 48;

/** ReceiptLine's markup characters, escaped so names and notes print as typed. */
export function escapeText(text: string): string {
  return text.replace(/[\\|{}~_"`^=-]/g, (c) => `\\${c}`).replace(/[\r\n\t]+/g, " ");
}

const METHOD: Record<TicketInput["method"], string> = { TAKEOUT: "テイクアウト", DELIVERY: "デリバリー" };

const time = (d: Date) => formatMinutes(tokyoClock(d).minutes);
const itemName = (item: TicketItem) =>
  item.optionName ? `${item.productName}（${item.optionName}）` : item.productName;

function header(input: TicketInput, title: string): string[] {
  const lines = [`^^${escapeText(title)}`];
  // Inverted and double size: nobody at the pass mistakes a reprint for a new order.
  if (input.reprint) lines.push("^^^`再印刷`");
  if (input.callNumber != null) lines.push(`^^^^呼出 ${input.callNumber}`);
  const language = input.locale && input.locale !== "ja" ? `　[${input.locale.toUpperCase()}]` : "";
  lines.push(`^^注文番号 ${escapeText(input.code)}${language}`);
  lines.push(`^^${METHOD[input.method]}　${escapeText(slotLabel(input.slotStartsAt, input.slotEndsAt))}`);
  return lines;
}

function footer(input: TicketInput): string[] {
  const day = slotLabel(input.createdAt).replace(/ \d+:\d+$/, "");
  return [
    "-",
    "{w:*,12}",
    `|ご注文 ${escapeText(day)} ${time(input.createdAt)} | 票 ${input.jobId}|`,
    "{w:auto}",
    "=",
  ];
}

function kitchenTicket(input: TicketInput): string[] {
  const lines = [...header(input, "キッチン")];
  lines.push(`${escapeText(input.customerName)} 様　${escapeText(input.tel)}`);
  if (input.address) lines.push(escapeText(input.address));
  if (input.car) lines.push(`お車：${escapeText(input.car)}`);
  lines.push("-");
  for (const item of input.items) {
    lines.push(`{w:*,8}`, `|^^${escapeText(itemName(item))} | ^^×${item.quantity}|`, "{w:auto}");
    // A space before the closing bar aligns the column left (ReceiptLine's rule).
    for (const topping of item.toppings) lines.push(`|　＋${escapeText(topping)} |`);
  }
  lines.push("-");
  if (input.note) lines.push(`^^備考：${escapeText(input.note)}`);
  return [...lines, ...footer(input)];
}

function receipt(input: TicketInput): string[] {
  const lines = [`^^^${escapeText(SHOP.name)}`, ...header(input, "お客様控え")];
  lines.push("-", "{w:*,10}");
  for (const item of input.items) {
    const mark = item.reducedRate ? "※" : "";
    lines.push(`|${escapeText(itemName(item))}${mark} ×${item.quantity} | ${formatYen(item.amount)}|`);
    for (const topping of item.toppings) lines.push(`|　＋${escapeText(topping)} ||`);
  }
  if (input.deliveryFee > 0) lines.push(`|配達料 | ${formatYen(input.deliveryFee)}|`);
  lines.push("-", `|^^合計 | ^^${formatYen(input.total)}|`, "{w:*,18}");
  for (const t of input.taxes) {
    lines.push(`|${t.rate}%対象 ${formatYen(t.amount)} | （内消費税 ${formatYen(t.tax)}）|`);
  }
  lines.push("{w:auto}");
  if (input.items.some((item) => item.reducedRate)) lines.push("※は軽減税率対象");
  lines.push(escapeText(input.payment));
  if (input.invoiceRegistrationNumber) lines.push(`登録番号 ${escapeText(input.invoiceRegistrationNumber)}`);
  if (input.receiptName !== null) lines.push(`領収書 宛名：${escapeText(input.receiptName || "上様")}`);
  return [...lines, ...footer(input)];
}

/** The ticket as a ReceiptLine document. */
export function ticketDocument(input: TicketInput): string {
  return `${(input.kind === "KITCHEN" ? kitchenTicket(input) : receipt(input)).join("\n")}\n`;
}
