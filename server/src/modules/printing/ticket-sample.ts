// A fixed ticket for the reference image test and the benchmark: the hard characters (唐揚げ, 髙,
// 﨑), a topping, a note with ReceiptLine markup characters, a call number and 再印刷.
import type { TicketInput } from "./ticket-document.js";

export const SAMPLE_TICKET: TicketInput = {
  kind: "KITCHEN",
  reprint: true,
  jobId: 42,
  code: "DKNJGK",
  callNumber: 17,
  method: "TAKEOUT",
  slotStartsAt: new Date("2026-11-26T03:15:00Z"),
  slotEndsAt: new Date("2026-11-26T03:30:00Z"),
  createdAt: new Date("2026-11-26T02:58:00Z"),
  customerName: "髙﨑 花子",
  tel: "09012345678",
  address: null,
  car: "白 / 1234",
  note: "辛さ控えめ_テスト|記号",
  items: [
    {
      productName: "唐揚げ",
      optionName: "5個",
      quantity: 2,
      amount: 1200,
      reducedRate: true,
      toppings: ["マヨネーズ（1個）"],
    },
    {
      productName: "からあげ弁当",
      optionName: "並",
      quantity: 1,
      amount: 880,
      reducedRate: true,
      toppings: [],
    },
  ],
  deliveryFee: 0,
  total: 2080,
  taxes: [{ rate: 8, amount: 2080, tax: 154 }],
  payment: "店頭払い",
  invoiceRegistrationNumber: "T1234567890123",
  receiptName: "",
};
