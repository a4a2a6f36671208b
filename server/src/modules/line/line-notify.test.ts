// The LINE notices' words (issue 35): in the order's language from shared/i18n/mail's `line.*` keys;
// the Japanese ones exactly as before the catalogue, an English order's in English with its link.
import { describe, expect, it } from "vitest";
import { delaySentence } from "../../../../shared/order-delay.js";
import { type LineNoticeEvent, lineNoticeText, type NoticeOrder } from "./line-notify.js";

const URL_JA = "https://shop.example/order/status/DKNJGK?secret=s";
const URL_EN = "https://shop.example/en/order/status/DKNJGK?secret=s";
const order: NoticeOrder = {
  code: "DKNJGK",
  method: "TAKEOUT",
  slotStartsAt: new Date("2026-11-23T03:15:00Z"), // Mon 12:15 in Tokyo
  total: 1080,
  callNumber: 42,
};
const text = (event: LineNoticeEvent, extra: Partial<NoticeOrder> = {}, url = URL_JA) =>
  lineNoticeText(event, { ...order, ...extra }, url);

describe("the LINE notices in Japanese", () => {
  it("say what they said before the catalogue, word for word", () => {
    const tail = `\nご注文の状況: ${URL_JA}`;
    expect(text("ACCEPTED")).toBe(
      `【からあげ】ご注文を承りました。\n呼び出し番号 42（注文番号 DKNJGK）\nお受け取り: 11/23(月) 12:15\nお支払い金額: 1,080円${tail}`,
    );
    expect(text("ACCEPTED", { method: "DELIVERY", callNumber: null, locale: "ja" })).toBe(
      `【からあげ】ご注文を承りました。\n注文番号 DKNJGK\nお届け: 11/23(月) 12:15\nお支払い金額: 1,080円${tail}`,
    );
    expect(text("READY")).toBe(
      `【からあげ】ご注文の品のご用意ができました。店頭でお受け取りください。\n呼び出し番号 42（注文番号 DKNJGK）${tail}`,
    );
    expect(text("DISPATCH", { callNumber: null })).toBe(
      `【からあげ】ご注文の品をお届けに出発しました。まもなくお届けします。\n注文番号 DKNJGK${tail}`,
    );
    expect(text("CANCEL", { cancelReason: "SOLD_OUT", refund: 1080 })).toBe(
      `【からあげ】ご注文をキャンセルいたしました。\n呼び出し番号 42（注文番号 DKNJGK）\n理由: 品切れのため\nご返金 1,080円（カード）${tail}`,
    );
    expect(text("CANCEL", { callNumber: null })).toBe(
      `【からあげ】ご注文をキャンセルいたしました。\n注文番号 DKNJGK${tail}`,
    );
  });

  it("tell a delay in the words of shared/order-delay.ts, as the status page does", () => {
    for (const method of ["TAKEOUT", "DELIVERY"] as const) {
      expect(text("DELAYED", { method, delayMinutes: 15 })).toBe(
        `【からあげ】大変お待たせしております。${delaySentence(method, 15)}（12:30ごろ）。申し訳ございません。\n呼び出し番号 42（注文番号 DKNJGK）\nご注文の状況: ${URL_JA}`,
      );
    }
  });
});

describe("the LINE notices of an order placed in English", () => {
  it("are in English, with yen and the slot as the mails write them", () => {
    expect(text("ACCEPTED", { locale: "en" }, URL_EN)).toBe(
      `[Karaage Honpo] We have received your order.\nCall number 42 (order number DKNJGK)\nPickup: Mon, Nov 23 12:15\nAmount to pay: ¥1,080\nYour order's status: ${URL_EN}`,
    );
    expect(
      text("DELAYED", { locale: "en", method: "DELIVERY", delayMinutes: 20, callNumber: null }, URL_EN),
    ).toBe(
      `[Karaage Honpo] We are sorry to keep you waiting. Your delivery is expected about 20 minutes later than planned (around 12:35). We apologise.\nOrder number DKNJGK\nYour order's status: ${URL_EN}`,
    );
    const cancel = text("CANCEL", { locale: "en", cancelReason: "SOLD_OUT", refund: 500 }, URL_EN);
    expect(cancel).toContain("Reason: Sold out\nRefund ¥500 (card)");
    expect(cancel).not.toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}]/u);
  });

  it("are in Chinese and Korean for orders placed in them", () => {
    expect(text("READY", { locale: "zh" })).toMatch(/^【炸鸡本铺】您的订单已准备好/);
    expect(text("ACCEPTED", { locale: "ko" })).toContain("1,080엔");
  });
});
