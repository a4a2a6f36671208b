import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { messageOfError } from "../../../components/form/server-errors";
import { CancelOrderMutation } from "../api/cancel-order-mutation";
import { MarkOrderProvidedMutation } from "../api/mark-order-provided-mutation";

type Action = "provide" | "cancel";

const PRINTABLE = ["RECEIVED", "PRINTING", "PROVIDED"];
const PROVIDABLE = ["RECEIVED", "PRINTING"];
const CANCELLABLE = ["AWAITING_PAYMENT", "RECEIVED", "PRINTING"];

interface OrderCardActionsProps {
  id: string;
  code: string;
  status: string;
  onAct: () => void;
  /** Also told to the board, whose notice survives the card moving to another section. */
  onFailure?: (code: string, message: string) => void;
}

/** 印刷, 提供済みにする and キャンセル; the server's refusal (another staff was first) stays on the card. */
export function OrderCardActions({ id, code, status, onAct, onFailure }: OrderCardActionsProps) {
  const [asking, setAsking] = useState<Action | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [provide, provided] = useMutation(MarkOrderProvidedMutation);
  const [cancel, cancelled] = useMutation(CancelOrderMutation);
  const busy = provided.loading || cancelled.loading;

  const run = async (action: Action) => {
    setFailure(null);
    onAct();
    try {
      const { data } =
        action === "provide" ? await provide({ variables: { id } }) : await cancel({ variables: { id } });
      const result = data && ("markOrderProvided" in data ? data.markOrderProvided : data.cancelOrder);
      if (result && "message" in result) {
        setFailure(result.message);
        onFailure?.(code, result.message);
      }
    } catch (error) {
      setFailure(messageOfError(error));
      onFailure?.(code, messageOfError(error));
    } finally {
      setAsking(null);
    }
  };

  return (
    <div className="order-card__actions">
      {failure ? (
        <p className="order-card__failure" role="alert">
          {failure}
        </p>
      ) : null}
      {PRINTABLE.includes(status) ? (
        <Link
          to={`/admin/order/print/${code}`}
          target="_blank"
          className="button button--ghost order-card__button"
          onClick={onAct}
        >
          {status === "RECEIVED" ? "印刷" : "再印刷"}
        </Link>
      ) : null}
      {PROVIDABLE.includes(status) ? (
        <button
          type="button"
          className="button button--primary order-card__button"
          onClick={() => setAsking("provide")}
        >
          提供済みにする
        </button>
      ) : null}
      {CANCELLABLE.includes(status) ? (
        <button
          type="button"
          className="button button--ghost order-card__button order-card__button--danger"
          onClick={() => setAsking("cancel")}
        >
          キャンセル
        </button>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={asking === "cancel" ? "注文をキャンセルしますか？" : "提供済みにしますか？"}
        confirmLabel={asking === "cancel" ? "注文をキャンセルする" : "提供済みにする"}
        cancelLabel="閉じる"
        busy={busy}
        onConfirm={() => asking && void run(asking)}
        onCancel={() => setAsking(null)}
      >
        {asking === "cancel"
          ? `注文番号 ${code} をキャンセルします。この操作は取り消せません。`
          : `注文番号 ${code} をお客様にお渡ししたものとして記録します。`}
      </ConfirmDialog>
    </div>
  );
}
