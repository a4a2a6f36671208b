// The orders of a date range as CSV that Excel opens as it is: UTF-8 with a BOM, CRLF, Japanese
// headers, every field quoted when it needs to be.
import type { Order } from "../../generated/prisma/client.js";
import { tokyoClock } from "../../lib/tokyo-time.js";

const STATUS = {
  AWAITING_PAYMENT: "決済待ち",
  RECEIVED: "受付済み",
  PRINTING: "調理中",
  READY: "お渡し準備完了",
  OUT_FOR_DELIVERY: "配達中",
  PROVIDED: "受け渡し済み",
  CANCELLED: "キャンセル",
} as const;
const METHOD = { TAKEOUT: "テイクアウト", DELIVERY: "デリバリー" } as const;
const PAYMENT = { AT_SHOP: "店頭・配達時払い", CARD: "クレジットカード" } as const;

export const CSV_HEADERS = [
  "注文番号",
  "受取日",
  "受取時刻",
  "受取方法",
  "支払方法",
  "状態",
  "お名前",
  "電話番号",
  "品数",
  "小計（税抜）",
  "配達料（税抜）",
  "消費税",
  "合計（税込）",
  "注文日時",
];

function field(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function tokyoDateTime(at: Date): { date: string; time: string } {
  const { date, minutes } = tokyoClock(at);
  return {
    date,
    time: `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`,
  };
}

export function ordersCsv(orders: (Order & { items: { quantity: number }[] })[]): string {
  const lines = [CSV_HEADERS.map(field).join(",")];
  for (const o of orders) {
    const slot = tokyoDateTime(o.slotStartsAt);
    const placed = tokyoDateTime(o.createdAt);
    lines.push(
      [
        o.code,
        slot.date,
        slot.time,
        METHOD[o.method],
        PAYMENT[o.paymentMethod],
        STATUS[o.status],
        `${o.lastName} ${o.firstName}`,
        o.tel,
        o.items.reduce((sum, item) => sum + item.quantity, 0),
        o.subtotal,
        o.shippingFee,
        o.taxTotal,
        o.total,
        `${placed.date} ${placed.time}`,
      ]
        .map(field)
        .join(","),
    );
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
