import { useQuery } from "@apollo/client/react";
import { useEffect, useId, useRef } from "react";
import type { CartItem } from "../../../domain/cart/cart-items";
import { cartActions } from "../../../domain/cart/cart-store";
import { ProductChoice } from "../../../domain/catalog/product-choice";
import { CartProductQuery } from "../api/cart-product-query";
import "../../../domain/catalog/product-choice.css";

interface EditOptionsDialogProps {
  item: CartItem;
  onDone: (message: string) => void;
}

/** The option dialog for a cart line (its isOpen flag): replaces the line's option and toppings. */
export function EditOptionsDialog({ item, onDone }: EditOptionsDialogProps) {
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
            {item.name}の内容を変更
          </h2>
          <button type="button" className="product-dialog__close" onClick={close}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">閉じる</span>
          </button>
        </header>
        {loading && !data ? <p role="status">読み込んでいます…</p> : null}
        {error || (data && !data.product) ? (
          <p className="form-alert form-alert--error" role="alert">
            この商品は現在お選びいただけません。カートから削除してください。
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
