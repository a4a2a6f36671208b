import { FormAlert } from "../../../components/form/form-alert";
import "./purchase-page.css";

interface PurchaseThanksProps {
  code: string;
  lead: string;
  /** The order's status; null when this device cannot read the order (the mail has it). */
  status: string | null;
}

/**
 * The confirmation's first words. Only an order the shop is going ahead with is "承りました": a
 * cancelled one (a declined or expired card payment, or cancelled by the shop) or one still waiting
 * for its card payment says so instead.
 */
export function PurchaseThanks({ code, lead, status }: PurchaseThanksProps) {
  if (status === "CANCELLED" || status === "AWAITING_PAYMENT") {
    return (
      <div className="purchase-page__not-placed">
        <FormAlert>
          ご注文番号 <strong>{code}</strong>{" "}
          {status === "CANCELLED"
            ? "はキャンセルされています。ご不明な点はお店にお問い合わせください。"
            : "はお支払いがまだ完了していません。"}
        </FormAlert>
      </div>
    );
  }
  return (
    <div className="purchase-page__thanks" role="status">
      <p className="purchase-page__lead">{lead}</p>
      <p>
        ご注文番号 <strong>{code}</strong> で承りました。確認メールをお送りしましたのでご確認ください。
      </p>
    </div>
  );
}
