import { useQuery } from "@apollo/client/react";
import { useEffect, useId, useRef } from "react";
import type { CartItem } from "../../../domain/cart/cart-items";
import { cartActions } from "../../../domain/cart/cart-store";
import { ProductChoice } from "../../../domain/catalog/product-choice";
import { CartProductQuery } from "../api/cart-product-query";
import "../../../domain/catalog/product-choice.css";
import "../../../domain/catalog/product-added.css";
import { useT } from "../../../lib/i18n";

interface EditOptionsDialogProps {
  item: CartItem;
  onDone: (message: string) => void;
}

/** The option dialog for a cart line (its isOpen flag): replaces the line's option and toppings. */
export function EditOptionsDialog({ item, onDone }: EditOptionsDialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { data, loading, error } = useQuery(CartProductQuery, { variables: { id: item.productId } });
  const close = () => cartActions.setOpen(item.id, false);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog
      ref={ref}
      className="product-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <div className="product-dialog__inner">
        <header className="product-dialog__header">
          <h2 id={titleId} className="product-dialog__title">
            {t("cart.editTitle", { name: item.name })}
          </h2>
          <button type="button" className="product-dialog__close" onClick={close}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t("common.close")}</span>
          </button>
        </header>
        {loading && !data ? <p role="status">{t("common.loading")}</p> : null}
        {error || (data && !data.product) ? (
          <p className="form-alert form-alert--error" role="alert">
            {t("cart.unavailable")}
          </p>
        ) : null}
        {data?.product ? (
          <ProductChoice
            product={data.product}
            replace={{
              options: item.options,
              onReplace: (options, base) => cartActions.replaceOptions(item.id, options, base),
            }}
            onAdded={onDone}
          />
        ) : null}
      </div>
    </dialog>
  );
}
