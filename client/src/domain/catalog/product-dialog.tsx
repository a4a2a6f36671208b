import { useEffect, useId, useRef } from "react";
import type { FragmentType } from "../../gql";
import { useT } from "../../lib/i18n";
import { ProductChoice, type ProductChoiceFragment } from "./product-choice";

interface ProductDialogProps {
  open: boolean;
  name: string;
  /** The card's price line, e.g. "540円〜". */
  priceText: string;
  product: FragmentType<typeof ProductChoiceFragment>;
  onClose: () => void;
  onAdded: (message: string) => void;
  /** The add button's words; "カートに入れる" by default. */
  submitLabel?: string;
}

/** The option dialog (native <dialog>: focus trap, Escape and the backdrop come with it). */
export function ProductDialog(props: ProductDialogProps) {
  const t = useT();
  const { open, name, priceText, product, onClose, onAdded, submitLabel } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click has keyboard twins (Escape and the close button)
    <dialog
      ref={ref}
      className="product-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="product-dialog__inner">
        <header className="product-dialog__header">
          <h2 id={titleId} className="product-dialog__title">
            {name}
          </h2>
          <button type="button" className="product-dialog__close" onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t("common.close")}</span>
          </button>
        </header>
        <p className="product-dialog__base">
          {priceText}
          {t("price.taxIncludedNote")}
        </p>
        {open ? (
          <ProductChoice
            product={product}
            submitLabel={submitLabel}
            onAdded={(message) => {
              onAdded(message);
              onClose();
            }}
          />
        ) : null}
      </div>
    </dialog>
  );
}
