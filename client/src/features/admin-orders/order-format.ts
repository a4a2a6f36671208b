// Words and numbers on the staff's order cards and tickets.

export const METHOD_LABEL = { TAKEOUT: "テイクアウト", DELIVERY: "デリバリー" } as const;

interface PaymentFacts {
  method: string;
  paymentMethod: string;
  paymentStatus: string;
}

/** 店頭払い / お届け時払い / カード決済済み / 未決済 / 返金済み */
export function paymentLabel({ method, paymentMethod, paymentStatus }: PaymentFacts): string {
  if (paymentMethod === "AT_SHOP") return method === "DELIVERY" ? "お届け時払い" : "店頭払い";
  if (paymentStatus === "PAID") return "カード決済済み";
  if (paymentStatus === "REFUNDED") return "返金済み";
  return "未決済";
}

const duration = (minutes: number) =>
  minutes < 60 ? `${minutes}分` : `${Math.floor(minutes / 60)}時間${minutes % 60 ? `${minutes % 60}分` : ""}`;

/** "あと12分", "あと2時間5分", "まもなく" or "5分遅れ", counted to the start of the slot. */
export function minutesLeftText(slotStartsAt: unknown, now: Date): { text: string; late: boolean } {
  const minutes = Math.ceil((new Date(String(slotStartsAt)).getTime() - now.getTime()) / 60_000);
  if (minutes > 0) return { text: `あと${duration(minutes)}`, late: false };
  if (minutes === 0) return { text: "まもなく", late: false };
  return { text: `${duration(-minutes)}遅れ`, late: true };
}
