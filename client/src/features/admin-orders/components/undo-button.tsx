import { useMutation } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { messageOfError } from "../../../components/form/server-errors";
import { formatTime } from "../../../lib/tokyo-format";
import { UndoOrderActionMutation } from "../api/undo-order-action-mutation";

interface UndoButtonProps {
  id: string;
  /** The server's Order.undoableUntil: the button goes away then (decision 0045). */
  until: string;
  onFailure?: (message: string) => void;
}

/** One tap 元に戻す for お渡し済み・お届け済み / 来店なし, offered until the server's deadline. */
export function UndoButton({ id, until, onFailure }: UndoButtonProps) {
  const [undo, { loading }] = useMutation(UndoOrderActionMutation);
  const [expired, setExpired] = useState(() => Date.parse(until) <= Date.now());
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const left = Date.parse(until) - Date.now();
    setExpired(left <= 0);
    if (left <= 0) return;
    // The screen's own clock only hides the button; the server decides whether it may be undone.
    const timer = setTimeout(() => setExpired(true), left);
    return () => clearTimeout(timer);
  }, [until]);
  if (expired) return null;
  const tell = (message: string) => (onFailure ? onFailure(message) : setFailure(message));
  const run = async () => {
    setFailure(null);
    try {
      const result = (await undo({ variables: { id } })).data?.undoOrderAction;
      if (result && "message" in result) tell(result.message);
    } catch (error) {
      tell(messageOfError(error));
    }
  };
  return (
    <div className="order-card__undo">
      {failure ? (
        <p className="order-card__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--ghost order-card__button"
        disabled={loading}
        onClick={() => void run()}
        data-testid="undo-button"
      >
        元に戻す（{formatTime(until)}まで）
      </button>
    </div>
  );
}
