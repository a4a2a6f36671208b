import { useMutation, useQuery } from "@apollo/client/react";
import { formatYen } from "@shared/pricing";
import { useEffect, useState } from "react";
import { messageOfError } from "../../../components/form/server-errors";
import { formatDay, formatTime } from "../../../lib/tokyo-format";
import { CloseOrderMutation } from "../api/close-order-mutation";
import { OrdersToCloseQuery } from "../api/orders-to-close-query";
import "./closing-panel.css";

interface ClosingPanelProps {
  /** Changes whenever the board's orders change, so the list follows the board. */
  version: string;
  /** The minute clock: today's orders join the list once the day's last slot is over. */
  now: Date;
}

/**
 * End of the business day (decision 0018): every order left open (past days, and today's after the
 * last slot) is listed with two big buttons, so none stays 受付済み forever.
 */
export function ClosingPanel({ version, now }: ClosingPanelProps) {
  const { data, refetch } = useQuery(OrdersToCloseQuery, { fetchPolicy: "cache-and-network" });
  const [close, closing] = useMutation(CloseOrderMutation);
  const [failure, setFailure] = useState<{ code: string; message: string } | null>(null);
  const minute = now.getTime();
  // biome-ignore lint/correctness/useExhaustiveDependencies: version and minute are the triggers
  useEffect(() => {
    void refetch();
  }, [version, minute, refetch]);

  const orders = data?.ordersToClose ?? [];
  if (orders.length === 0) return null;

  const act = async (id: string, code: string, outcome: "PROVIDED" | "NO_SHOW") => {
    setFailure(null);
    try {
      const result = (await close({ variables: { id, outcome } })).data?.closeOrder;
      if (result && "message" in result) setFailure({ code, message: result.message });
    } catch (error) {
      setFailure({ code, message: messageOfError(error) });
    }
    await refetch();
  };

  return (
    <section className="closing-panel" aria-labelledby="closing-panel-title" data-testid="closing-panel">
      <h2 id="closing-panel-title" className="closing-panel__title">
        締めが済んでいない注文（{orders.length}件）
      </h2>
      <p className="closing-panel__lead">
        受け取り時間を過ぎても閉じていない注文です。お渡し（お届け）したか、受け取りがなかったかを選んでください。
      </p>
      {failure ? (
        <p className="closing-panel__failure" role="alert">
          注文番号 {failure.code}：{failure.message}
        </p>
      ) : null}
      <ul className="closing-panel__list">
        {orders.map((order) => {
          const delivery = order.method === "DELIVERY";
          return (
            <li key={order.id} className="closing-panel__row" data-code={order.code}>
              <div className="closing-panel__facts">
                <strong className="closing-panel__code">{order.code}</strong>
                <span>
                  {formatDay(String(order.slotStartsAt))} {formatTime(String(order.slotStartsAt))}
                </span>
                <span>{delivery ? "デリバリー" : "テイクアウト"}</span>
                <span>{order.lastName ? `${order.lastName} ${order.firstName} 様` : ""}</span>
                <span>{formatYen(order.total)}</span>
                <span className="closing-panel__status">{order.statusLabel}</span>
              </div>
              <div className="closing-panel__buttons">
                <button
                  type="button"
                  className="button button--primary closing-panel__button"
                  disabled={closing.loading}
                  onClick={() => void act(order.id, order.code, "PROVIDED")}
                >
                  {delivery ? "お届け済み" : "お渡し済み"}
                </button>
                <button
                  type="button"
                  className="button button--ghost closing-panel__button closing-panel__button--no-show"
                  disabled={closing.loading}
                  onClick={() => void act(order.id, order.code, "NO_SHOW")}
                >
                  {delivery ? "受け取りなし" : "来店なし"}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
