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

interface ReorderButtonProps {
  method: ProvisionMethod;
  lines: readonly PastOrderLine[];
}

/**
 * もう一度注文する: the order's items go into the cart as the catalog has them now, and the cart
 * shows the server's new quote (today's prices, what cannot be ordered, with a removal).
 */
export function ReorderButton({ method, lines }: ReorderButtonProps) {
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
      setFailure("このご注文の商品は、現在ご注文いただけません。");
      return;
    }
    cartActions.replace(items);
    updateDraft({ method, slotStartsAt: "", slotLabel: "" });
    navigate("/cart", {
      state:
        missing > 0 ? { notice: `販売を終了した商品（${missing}点）はカートに入れられませんでした。` } : null,
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
        {busy ? "カートに入れています…" : "もう一度注文する"}
      </button>
      <p className="page__note">現在の価格と販売状況でカートに入れます。</p>
    </div>
  );
}
