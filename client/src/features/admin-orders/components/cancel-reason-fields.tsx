import {
  CANCEL_NOTE_MAX,
  CANCEL_REASON_LABELS,
  CANCEL_REASONS,
  type CancelReason,
} from "@shared/order-cancel";
import { useId } from "react";
import "./cancel-reason.css";

export interface CancelChoice {
  reason: CancelReason | null;
  note: string;
}

interface CancelReasonFieldsProps {
  value: CancelChoice;
  onChange: (value: CancelChoice) => void;
  error: string | null;
}

/** The cancel dialog's question: why (required) and an optional note, both told to the customer. */
export function CancelReasonFields({ value, onChange, error }: CancelReasonFieldsProps) {
  const noteId = useId();
  const errorId = useId();
  return (
    <div className="cancel-reason">
      <fieldset className="cancel-reason__choices" aria-describedby={error ? errorId : undefined}>
        <legend>キャンセルの理由</legend>
        {CANCEL_REASONS.map((reason) => (
          <label key={reason} className="cancel-reason__choice">
            <input
              type="radio"
              name="cancel-reason"
              value={reason}
              checked={value.reason === reason}
              onChange={() => onChange({ ...value, reason })}
            />
            {CANCEL_REASON_LABELS[reason]}
          </label>
        ))}
      </fieldset>
      <label htmlFor={noteId} className="cancel-reason__note-label">
        メモ（任意・お客様へのメールにも記載されます）
      </label>
      <textarea
        id={noteId}
        className="cancel-reason__note"
        rows={2}
        maxLength={CANCEL_NOTE_MAX}
        value={value.note}
        onChange={(event) => onChange({ ...value, note: event.target.value })}
      />
      {error ? (
        <p id={errorId} className="cancel-reason__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
