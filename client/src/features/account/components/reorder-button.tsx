import { useApolloClient } from "@apollo/client/react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { FormAlert } from "../../../components/form/form-alert";
import { ServerCartProductQuery } from "../../../domain/cart/api/server-cart-product-query";
import { cartActions, readCart } from "../../../domain/cart/cart-store";
import { type PastOrderLine, reorderCart } from "../../../domain/cart/reorder";
import type { CartProduct } from "../../../domain/cart/server-cart-plan";
import { updateDraft } from "../../../domain/checkout/order-draft";
import type { ProvisionMethod } from "../../../gql/graphql";
import { useT } from "../../../lib/i18n";

interface ReorderButtonProps {
  method: ProvisionMethod;
  lines: readonly PastOrderLine[];
}

/**
 * もう一度注文する: the order's items go into the cart as the catalog has them now, and the cart
 * shows the server's new quote (today's prices, what cannot be ordered, with a removal).
 */
export function ReorderButton({ method, lines }: ReorderButtonProps) {
  const t = useT();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState("");

  const reorder = async () => {
    setBusy(true);
    setFailure("");
    const ids = [
      ...new Set(lines.flatMap((line) => (line.productId === null ? [] : [String(line.productId)]))),
    ];
    // A product no longer on sale answers NOT_FOUND: its lines are left out below.
    const answers = await Promise.all(
      ids.map((id) =>
        client
          .query({ query: ServerCartProductQuery, variables: { id }, fetchPolicy: "network-only" })
          .catch(() => null),
      ),
    );
    const products = answers.flatMap((answer) =>
      answer?.data?.product ? [answer.data.product as CartProduct] : [],
    );
    const { items, added, missing } = reorderCart(readCart(), lines, products);
    setBusy(false);
    if (added === 0) {
      setFailure(t("reorder.none"));
      return;
    }
    cartActions.replace(items);
    updateDraft({ method, slotStartsAt: "", slotLabel: "" });
    navigate("/cart", {
      state: missing > 0 ? { notice: t("reorder.missing", { count: missing }) } : null,
    });
  };

  return (
    <div className="reorder">
      <FormAlert>{failure}</FormAlert>
      <button
        type="button"
        className="button button--primary button--block"
        onClick={() => void reorder()}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? t("reorder.adding") : t("reorder.again")}
      </button>
      <p className="page__note">{t("reorder.note")}</p>
    </div>
  );
}
