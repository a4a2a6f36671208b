import { prefectureById } from "@shared/constants";
import type { OrderDraft } from "../../../domain/checkout/order-draft";

const prefecture = (id: number | null) => (id ? (prefectureById(id)?.name ?? "") : "");

function address(postal: string, prefectureId: number | null, line1: string, line2: string): string {
  const code = postal ? `〒${postal.slice(0, 3)}-${postal.slice(3)} ` : "";
  return `${code}${prefecture(prefectureId)}${line1}${line2 ? ` ${line2}` : ""}`.trim();
}

/** The draft as the customer entered it, for review. */
export function OrderFacts({ draft }: { draft: OrderDraft }) {
  const delivery = draft.method === "DELIVERY";
  const rows: [string, string][] = [
    ["受け取り方法", delivery ? "デリバリー" : "テイクアウト"],
    [delivery ? "お届け日時" : "お受け取り日時", draft.slotLabel],
    ["お名前", `${draft.lastName} ${draft.firstName}（${draft.lastNameKana} ${draft.firstNameKana}）`],
    ["メールアドレス", draft.email],
    ["携帯電話番号", draft.tel],
  ];
  const own = address(draft.postalCode, draft.prefectureId, draft.address1, draft.address2);
  if (own) rows.push(["ご住所", own]);
  if (delivery && draft.isShipping) {
    rows.push([
      "お届け先",
      `${draft.shippingLastName} ${draft.shippingFirstName}（${draft.shippingTel}） ${address(
        draft.shippingPostalCode,
        draft.shippingPrefectureId,
        draft.shippingAddress1,
        draft.shippingAddress2,
      )}`,
    ]);
  }
  if (!delivery && draft.useCar) rows.push(["お車", `${draft.carColor} ／ ${draft.carNumber}`]);
  rows.push([
    "お支払い方法",
    draft.paymentMethod === "CARD"
      ? "クレジットカード（オンライン決済）"
      : delivery
        ? "お届け時にお支払い"
        : "店頭でお支払い",
  ]);
  rows.push(["領収書", draft.isReceipt ? `必要（宛名：${draft.receiptName.trim() || "上様"}）` : "不要"]);
  if (draft.note) rows.push(["備考", draft.note]);
  return (
    <dl className="info-table order-facts">
      {rows.map(([term, value]) => (
        <div className="info-table__row" key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
