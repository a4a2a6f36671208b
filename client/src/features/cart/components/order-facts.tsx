import { prefectureById } from "@shared/constants";
import type { OrderDraft } from "../../../domain/checkout/order-draft";
import { useT } from "../../../lib/i18n";

const prefecture = (id: number | null) => (id ? (prefectureById(id)?.name ?? "") : "");

function address(postal: string, prefectureId: number | null, line1: string, line2: string): string {
  const code = postal ? `〒${postal.slice(0, 3)}-${postal.slice(3)} ` : "";
  return `${code}${prefecture(prefectureId)}${line1}${line2 ? ` ${line2}` : ""}`.trim();
}

/** 「広島 花子（ヒロシマ ハナコ）」; the name alone when no reading was given (issue 35). */
function nameWithReading(t: ReturnType<typeof useT>, draft: OrderDraft) {
  const name = `${draft.lastName} ${draft.firstName}`;
  const kana = `${draft.lastNameKana} ${draft.firstNameKana}`.trim();
  return kana ? t("facts.nameValue", { name, kana }) : name;
}

/** The draft as the customer entered it, for review. */
export function OrderFacts({ draft }: { draft: OrderDraft }) {
  const t = useT();
  const delivery = draft.method === "DELIVERY";
  const rows: [string, string][] = [
    [t("checkout.method"), delivery ? t("method.delivery") : t("method.takeout")],
    [delivery ? t("checkout.deliveryTime") : t("checkout.pickupTime"), draft.slotLabel],
    [t("facts.name"), nameWithReading(t, draft)],
    [t("facts.email"), draft.email],
    [t("facts.tel"), draft.tel],
  ];
  const own = address(draft.postalCode, draft.prefectureId, draft.address1, draft.address2);
  if (own) rows.push([t("checkout.address"), own]);
  if (delivery && draft.isShipping) {
    rows.push([
      t("checkout.recipient"),
      `${draft.shippingLastName} ${draft.shippingFirstName}（${draft.shippingTel}） ${address(
        draft.shippingPostalCode,
        draft.shippingPrefectureId,
        draft.shippingAddress1,
        draft.shippingAddress2,
      )}`,
    ]);
  }
  if (!delivery && draft.useCar) rows.push([t("facts.car"), `${draft.carColor} ／ ${draft.carNumber}`]);
  rows.push([
    t("checkout.payment"),
    draft.paymentMethod === "CARD"
      ? t("payment.cardOnline")
      : delivery
        ? t("payment.onDelivery")
        : t("payment.atShop"),
  ]);
  rows.push([
    t("facts.receipt"),
    draft.isReceipt
      ? t("facts.receiptTo", { name: draft.receiptName.trim() || t("facts.receiptDefaultName") })
      : t("facts.noReceipt"),
  ]);
  if (draft.note) rows.push([t("checkout.note"), draft.note]);
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
