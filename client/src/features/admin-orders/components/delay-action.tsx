import { useMutation } from "@apollo/client/react";
import { DELAY_CHOICES, delayedTime, orderDelaySchema } from "@shared/order-delay";
import { useEffect, useId, useRef, useState } from "react";
import { messageOfError } from "../../../components/form/server-errors";
import { formatTime } from "../../../lib/tokyo-format";
import { NotifyOrderDelayMutation } from "../api/notify-order-delay-mutation";
import "./delay-action.css";

interface DelayActionProps {
  id: string;
  code: string;
  slotStartsAt: string;
  /** The delay told before, if any: the choices say so. */
  delayMinutes: number | null;
  /** Told to the board (shown on the card until dismissed); without it, shown in the dialog. */
  onFailure?: (message: string) => void;
  onAsking?: (open: boolean) => void;
}

/**
 * 遅れを連絡: one tap on 約10分・15分・20分・30分 tells the customer (mail, and LINE when linked) that
 * the order will be that much later than its slot. The dialog is the question; each choice answers it.
 */
export function DelayAction({ id, code, slotStartsAt, delayMinutes, onFailure, onAsking }: DelayActionProps) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notify, { loading }] = useMutation(NotifyOrderDelayMutation);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const errorId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: onAsking is recreated each render; open is the trigger
  useEffect(() => {
    if (!open) return;
    onAsking?.(true);
    return () => onAsking?.(false);
  }, [open]);

  const tell = async (minutes: number) => {
    const checked = orderDelaySchema.safeParse({ minutes });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? null);
    let refusal: string | null = null;
    try {
      const result = (await notify({ variables: { id, minutes } })).data?.notifyOrderDelay;
      if (result && "message" in result) refusal = result.message;
    } catch (failure) {
      refusal = messageOfError(failure);
    }
    if (refusal && !onFailure) return setError(refusal);
    setOpen(false);
    if (refusal) onFailure?.(refusal);
  };

  return (
    <>
      <button
        type="button"
        className="button button--ghost order-card__button"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        遅れを連絡
      </button>
      <dialog
        ref={ref}
        className="confirm-dialog"
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault();
          setOpen(false);
        }}
      >
        <h2 id={titleId} className="confirm-dialog__title">
          何分ほど遅れますか？
        </h2>
        <div className="confirm-dialog__body">
          <p>
            注文番号 {code}{" "}
            のお客様に、予定より遅れることをメール（LINE連携済みならLINEでも）でお知らせします。選ぶとすぐに送ります。
          </p>
          {delayMinutes ? <p>前回の連絡：約{delayMinutes}分</p> : null}
          <div className="delay-action__choices" aria-describedby={error ? errorId : undefined}>
            {DELAY_CHOICES.map((minutes) => (
              <button
                key={minutes}
                type="button"
                className="button button--ghost delay-action__choice"
                disabled={loading}
                onClick={() => void tell(minutes)}
              >
                <span className="delay-action__minutes">約{minutes}分</span>
                <span className="delay-action__time">
                  {formatTime(delayedTime(slotStartsAt, minutes))}ごろ
                </span>
              </button>
            ))}
          </div>
          {error ? (
            <p id={errorId} className="delay-action__error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <div className="confirm-dialog__actions">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setOpen(false)}
            disabled={loading}
          >
            閉じる
          </button>
        </div>
      </dialog>
    </>
  );
}
