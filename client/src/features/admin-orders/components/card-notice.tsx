import { useEffect, useRef } from "react";

interface CardNoticeProps {
  code: string;
  message: string;
  onDismiss: () => void;
}

/**
 * Another staff member was first: said on the card the person tapped, brought into view and
 * focused (the dialog that asked has closed), until dismissed.
 */
export function CardNotice({ code, message, onDismiss }: CardNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    box.scrollIntoView({ block: "nearest" });
    box.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={ref} className="order-card__notice" role="alert" tabIndex={-1} data-testid="board-notice">
      <p>
        注文番号 <strong>{code}</strong>：{message}
      </p>
      <button type="button" className="button button--ghost order-card__button" onClick={onDismiss}>
        閉じる
      </button>
    </div>
  );
}
