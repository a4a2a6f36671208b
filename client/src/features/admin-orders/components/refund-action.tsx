import { useMutation } from "@apollo/client/react";
import { REFUND_REASON_MAX, refundSchema } from "@shared/refund";
import { useEffect, useId, useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { messageOfError } from "../../../components/form/server-errors";
import { RefundOrderPaymentMutation } from "../api/refund-order-payment-mutation";

interface RefundActionProps {
  id: string;
  code: string;
  /** Yen that can still be refunded. */
  left: number;
  leftText: string;
  onAsking?: (open: boolean) => void;
}

const TOO_MUCH = "返金額が返金できる残りの金額を超えています";

/** 返金する: how much (up to what is left) and why; the customer is mailed, the board told. */
export function RefundAction({ id, code, left, leftText, onAsking }: RefundActionProps) {
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [refund, { loading }] = useMutation(RefundOrderPaymentMutation);
  const amountId = useId();
  const reasonId = useId();
  const errorId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: onAsking is recreated each render; open is the trigger
  useEffect(() => {
    if (!open) return;
    onAsking?.(true);
    return () => onAsking?.(false);
  }, [open]);

  const ask = () => {
    setAmount("");
    setReason("");
    setError(null);
    setOpen(true);
  };

  const run = async () => {
    const typed = amount.trim() === "" ? Number.NaN : Number(amount.normalize("NFKC").replaceAll(",", ""));
    const checked = refundSchema.safeParse({ amount: typed, reason });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? null);
    if (checked.data.amount > left) return setError(TOO_MUCH);
    try {
      const result = (await refund({ variables: { id, ...checked.data } })).data?.refundOrderPayment;
      if (result && "message" in result) return setError(result.message);
      setOpen(false);
    } catch (failure) {
      setError(messageOfError(failure));
    }
  };

  return (
    <>
      <button type="button" className="button button--ghost order-card__button" onClick={ask}>
        返金する
      </button>
      <ConfirmDialog
        open={open}
        title="カード決済を返金しますか？"
        confirmLabel="返金する"
        cancelLabel="閉じる"
        busy={loading}
        onConfirm={() => void run()}
        onCancel={() => setOpen(false)}
      >
        <p>
          注文番号 {code} の代金をカードに返金し、お客様にメールでお知らせします。返金できる残り：{leftText}
        </p>
        <div className="refund-action">
          <label htmlFor={amountId}>返金額（円）</label>
          <input
            id={amountId}
            className="refund-action__input"
            inputMode="numeric"
            autoComplete="off"
            value={amount}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setAmount(event.target.value)}
          />
          <label htmlFor={reasonId}>返金の理由（お客様へのメールにも記載されます）</label>
          <input
            id={reasonId}
            className="refund-action__input"
            maxLength={REFUND_REASON_MAX}
            value={reason}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {error ? (
            <p id={errorId} className="refund-action__error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      </ConfirmDialog>
    </>
  );
}
