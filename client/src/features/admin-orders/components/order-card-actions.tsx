import { useMutation } from "@apollo/client/react";
import { cancelOrderSchema } from "@shared/order-cancel";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { messageOfError } from "../../../components/form/server-errors";
import { CancelOrderMutation } from "../api/cancel-order-mutation";
import { MarkOrderOutForDeliveryMutation } from "../api/mark-order-out-for-delivery-mutation";
import { MarkOrderProvidedMutation } from "../api/mark-order-provided-mutation";
import { MarkOrderReadyMutation } from "../api/mark-order-ready-mutation";
import { type CancelChoice, CancelReasonFields } from "./cancel-reason-fields";
import { CardPrint } from "./card-print";

type Action = "ready" | "dispatch" | "provide" | "cancel";

const PRINTABLE = ["RECEIVED", "PRINTING", "READY", "OUT_FOR_DELIVERY", "PROVIDED"];
const COOKING = ["RECEIVED", "PRINTING"];
const PROVIDABLE = ["RECEIVED", "PRINTING", "READY", "OUT_FOR_DELIVERY"];
const CANCELLABLE = ["AWAITING_PAYMENT", "RECEIVED", "PRINTING", "READY", "OUT_FOR_DELIVERY"];

/** The finished state's words (decision 0034): お渡し済み for pickups, お届け済み for deliveries. */
const DELIVERED = {
  title: "お届け済みにしますか？",
  confirm: "お届け済みにする",
  body: (code: string) => `注文番号 ${code} をお客様にお届けしたものとして記録します。`,
};

const QUESTIONS: Record<Action, { title: string; confirm: string; body: (code: string) => string }> = {
  ready: {
    title: "お渡し準備完了にしますか？",
    confirm: "準備完了にする",
    body: (code) => `注文番号 ${code} の商品がそろったことをお客様にお知らせします。`,
  },
  dispatch: {
    title: "配達に出ますか？",
    confirm: "配達中にする",
    body: (code) => `注文番号 ${code} を配達中にします。`,
  },
  provide: {
    title: "お渡し済みにしますか？",
    confirm: "お渡し済みにする",
    body: (code) => `注文番号 ${code} をお客様にお渡ししたものとして記録します。`,
  },
  cancel: {
    title: "注文をキャンセルしますか？",
    confirm: "注文をキャンセルする",
    body: (code) =>
      `注文番号 ${code} をキャンセルし、お客様にメールでお知らせします。この操作は取り消せません。`,
  },
};

interface OrderCardActionsProps {
  id: string;
  code: string;
  status: string;
  /** The status in the staff's words, as the server names it. */
  statusLabel: string;
  method: string;
  onAct: () => void;
  /** Told to the board, which shows it on this card until dismissed; without it, shown here. */
  onFailure?: (message: string) => void;
  onAsking?: (open: boolean) => void;
  /** More actions of the card (遅れを連絡), placed before キャンセル. */
  children?: ReactNode;
}

/** Whether the order, as it is now, still offers the action. */
function offers(action: Action, status: string, method: string): boolean {
  if (action === "ready") return COOKING.includes(status) && method === "TAKEOUT";
  if (action === "dispatch") return COOKING.includes(status) && method === "DELIVERY";
  if (action === "provide") return PROVIDABLE.includes(status);
  return CANCELLABLE.includes(status);
}

const NO_CHOICE: CancelChoice = { reason: null, note: "" };

/**
 * 印刷, 準備完了 (pickups) or 配達に出る (deliveries), お渡し済みにする / お届け済みにする and キャンセル
 * (with a reason);
 * the server's refusal (another staff was first) stays on the card.
 */
export function OrderCardActions(props: OrderCardActionsProps) {
  const { id, code, status, statusLabel, method, onAct, onFailure, onAsking, children } = props;
  const [asking, setAsking] = useState<Action | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [choice, setChoice] = useState<CancelChoice>(NO_CHOICE);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [ready, readied] = useMutation(MarkOrderReadyMutation);
  const [dispatch, dispatched] = useMutation(MarkOrderOutForDeliveryMutation);
  const [provide, provided] = useMutation(MarkOrderProvidedMutation);
  const [cancel, cancelled] = useMutation(CancelOrderMutation);
  const busy = readied.loading || dispatched.loading || provided.loading || cancelled.loading;
  const sending = useRef(false);
  const tell = (message: string) => (onFailure ? onFailure(message) : setFailure(message));

  const isAsking = asking !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: onAsking is recreated each render; isAsking is the trigger
  useEffect(() => {
    if (!isAsking) return;
    onAsking?.(true);
    return () => onAsking?.(false);
  }, [isAsking]);

  // Someone else's action reached this board while the dialog was asking: the question no longer
  // applies, so the dialog closes and the card says what happened. Not for this person's own answer.
  const overtaken = asking !== null && !sending.current && !offers(asking, status, method);
  // biome-ignore lint/correctness/useExhaustiveDependencies: tell is recreated each render; overtaken is the trigger
  useEffect(() => {
    if (!overtaken) return;
    setAsking(null);
    tell(`確認している間に、他のスタッフがこのご注文を「${statusLabel}」にしました。操作は行っていません`);
  }, [overtaken]);

  const ask = (action: Action) => {
    setChoice(NO_CHOICE);
    setChoiceError(null);
    setAsking(action);
  };

  const send = async (action: Action) => {
    if (action === "ready") return (await ready({ variables: { id } })).data?.markOrderReady;
    if (action === "dispatch") return (await dispatch({ variables: { id } })).data?.markOrderOutForDelivery;
    if (action === "provide") return (await provide({ variables: { id } })).data?.markOrderProvided;
    const parsed = cancelOrderSchema.parse(choice);
    return (await cancel({ variables: { id, reason: parsed.reason, note: parsed.note ?? null } })).data
      ?.cancelOrder;
  };

  const run = async (action: Action) => {
    if (action === "cancel") {
      const checked = cancelOrderSchema.safeParse(choice);
      if (!checked.success) {
        setChoiceError(checked.error.issues[0]?.message ?? null);
        return;
      }
    }
    setFailure(null);
    onAct();
    sending.current = true;
    try {
      const result = await send(action);
      if (result && "message" in result) tell(result.message);
    } catch (error) {
      tell(messageOfError(error));
    } finally {
      setAsking(null);
      sending.current = false;
    }
  };

  const question =
    asking === "provide" && method === "DELIVERY" ? DELIVERED : asking ? QUESTIONS[asking] : null;
  return (
    <div className="order-card__actions">
      {failure ? (
        <p className="order-card__failure" role="alert">
          {failure}
        </p>
      ) : null}
      {PRINTABLE.includes(status) ? (
        <CardPrint
          id={id}
          code={code}
          label={status === "RECEIVED" ? "印刷" : "再印刷"}
          onAct={onAct}
          onFailure={tell}
        />
      ) : null}
      {COOKING.includes(status) && method === "TAKEOUT" ? (
        <button
          type="button"
          className="button button--ghost order-card__button"
          onClick={() => ask("ready")}
        >
          準備完了
        </button>
      ) : null}
      {COOKING.includes(status) && method === "DELIVERY" ? (
        <button
          type="button"
          className="button button--ghost order-card__button"
          onClick={() => ask("dispatch")}
        >
          配達に出る
        </button>
      ) : null}
      {PROVIDABLE.includes(status) ? (
        <button
          type="button"
          className="button button--primary order-card__button"
          onClick={() => ask("provide")}
        >
          {method === "DELIVERY" ? DELIVERED.confirm : QUESTIONS.provide.confirm}
        </button>
      ) : null}
      {children}
      {CANCELLABLE.includes(status) ? (
        <button
          type="button"
          className="button button--ghost order-card__button order-card__button--danger"
          onClick={() => ask("cancel")}
        >
          キャンセル
        </button>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={question?.title ?? ""}
        confirmLabel={question?.confirm ?? ""}
        cancelLabel="閉じる"
        busy={busy}
        onConfirm={() => asking && void run(asking)}
        onCancel={() => setAsking(null)}
      >
        <p>{question?.body(code)}</p>
        {asking === "cancel" ? (
          <CancelReasonFields
            value={choice}
            onChange={(next) => {
              setChoice(next);
              setChoiceError(null);
            }}
            error={choiceError}
          />
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
