import { FormAlert } from "../../../components/form/form-alert";
import "./purchase-page.css";
import type { ReactNode } from "react";
import { useRichT } from "../../../lib/i18n";

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
  const rich = useRichT();
  const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
  if (status === "CANCELLED" || status === "AWAITING_PAYMENT") {
    return (
      <div className="purchase-page__not-placed">
        <FormAlert>
          {rich(status === "CANCELLED" ? "thanks.cancelled" : "thanks.unpaid", { code, b: strong })}
        </FormAlert>
      </div>
    );
  }
  return (
    <div className="purchase-page__thanks" role="status">
      <p className="purchase-page__lead">{lead}</p>
      <p>{rich("thanks.placed", { code, b: strong })}</p>
    </div>
  );
}
