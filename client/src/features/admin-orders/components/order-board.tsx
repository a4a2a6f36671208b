import { useCallback, useEffect, useRef, useState } from "react";
import { FormAlert } from "../../../components/form/form-alert";
import { messageOfError } from "../../../components/form/server-errors";
import { PageHeading } from "../../../components/page-heading";
import { TodayFigures } from "../../../domain/sales/today-figures";
import { formatDay, tokyoDay } from "../../../lib/tokyo-format";
import type { BoardPeriod } from "../board-events";
import { BackupBanner } from "./backup-banner";
import { BoardControls } from "./board-controls";
import { useBoardNotifications } from "./board-notification";
import { useBoardMute, useNewOrderAlert } from "./board-sound";
import { BoardToolbar } from "./board-toolbar";
import { ClosingPanel } from "./closing-panel";
import { ConnectionLostBanner } from "./connection-lost-banner";
import { OrderCard } from "./order-card";
import { PrepSummary } from "./prep-summary";
import { PrinterStatus } from "./printer-status";
import { useMinuteClock } from "./use-now";
import { useOrderBoard } from "./use-order-board";
import "./admin-orders.css";
import "./board-layout.css";

const DONE = new Set(["PROVIDED", "CANCELLED"]);

interface OrderBoardProps {
  period: BoardPeriod;
  title: string;
}

/** /admin/order/today and /admin/order/reserve: every order of the period, live. */
export function OrderBoard({ period, title }: OrderBoardProps) {
  const [muted, toggleMute] = useBoardMute();
  const board = useOrderBoard(period, muted);
  const notifications = useBoardNotifications();
  useNewOrderAlert(board.newIds.size, muted, `${title}｜管理画面`);
  const now = useMinuteClock();
  const mode = period === "TODAY" ? "today" : "reserve";
  // A refused or overtaken action (another staff was first) is told on the card that was tapped,
  // and that card stays among the open ones until the notice is dismissed, even when the order is
  // now finished: the person finds it where they tapped.
  const [notices, setNotices] = useState<ReadonlyMap<string, string>>(new Map());
  const onFailure = useCallback(
    (id: string, message: string) => setNotices((all) => new Map(all).set(id, message)),
    [],
  );
  const onDismiss = useCallback(
    (id: string) =>
      setNotices((all) => {
        const next = new Map(all);
        next.delete(id);
        return next;
      }),
    [],
  );

  // A card whose dialog is asking stays where it is, even if another staff finishes the order.
  const [asking, setAsking] = useState<ReadonlySet<string>>(new Set());
  const onAsking = useCallback(
    (id: string, open: boolean) =>
      setAsking((all) => {
        if (all.has(id) === open) return all;
        const next = new Set(all);
        if (open) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );

  // The kitchen leaves the board open overnight: a new Tokyo day means a new board.
  const day = tokyoDay(now);
  const shownDay = useRef(day);
  const { refetch } = board;
  useEffect(() => {
    if (shownDay.current === day) return;
    shownDay.current = day;
    void refetch();
  }, [day, refetch]);

  const orders = board.orders ?? [];
  // A card finished a moment ago stays among the open ones while its 元に戻す is offered (decision
  // 0045): folded away with the finished ones, the undo would be out of reach.
  const undoable = (o: (typeof orders)[number]) =>
    Boolean(o.undoableUntil) && Date.parse(String(o.undoableUntil)) > now.getTime();
  const held = (o: (typeof orders)[number]) => notices.has(o.id) || asking.has(o.id) || undoable(o);
  const active = orders.filter((o) => !DONE.has(o.status) || held(o));
  const done = orders.filter((o) => DONE.has(o.status) && !held(o));
  const version = orders.map((o) => `${o.id}:${o.status}`).join(",");
  const card = (order: (typeof orders)[number]) => (
    <OrderCard
      key={order.id}
      order={order}
      mode={mode}
      now={now}
      isNew={board.newIds.has(order.id)}
      onSeen={board.markSeen}
      notice={notices.get(order.id) ?? null}
      onFailure={onFailure}
      onDismiss={onDismiss}
      onAsking={onAsking}
    />
  );
  const showNew = () => {
    const first = orders.find((o) => board.newIds.has(o.id));
    board.markAllSeen();
    if (first) document.querySelector(`[data-order-id="${first.id}"]`)?.scrollIntoView({ block: "center" });
  };

  return (
    <section className="page order-board">
      {board.connection.lostSince ? (
        <ConnectionLostBanner
          lostSince={board.connection.lostSince}
          syncedAt={board.connection.syncedAt}
          now={board.connection.now}
        />
      ) : null}
      <BackupBanner />
      <div className="order-board__top">
        <PageHeading>{title}</PageHeading>
        <BoardToolbar
          notifications={notifications.permission}
          onAllowNotifications={notifications.request}
          live={board.live}
          everConnected={board.everConnected}
          newCount={board.newIds.size}
          onShowNew={showNew}
          muted={muted}
          onToggleMute={toggleMute}
          count={board.orders ? active.length : null}
        />
      </div>
      {mode === "today" ? (
        <>
          <ClosingPanel version={version} now={now} />
          <div className="order-board__bar">
            <BoardControls />
            <PrepSummary version={version} now={now} />
            <PrinterStatus />
          </div>
        </>
      ) : null}
      {board.failure ? <FormAlert>{board.failure}</FormAlert> : null}
      {board.error && !board.orders ? <FormAlert>{messageOfError(board.error)}</FormAlert> : null}
      {board.loading && !board.orders ? (
        <p className="page__note" aria-busy="true">
          読み込んでいます…
        </p>
      ) : null}
      {board.orders && active.length === 0 ? (
        <p className="order-board__empty">
          {period === "TODAY" ? "本日の注文はまだありません。" : "明日以降の注文はありません。"}
        </p>
      ) : null}
      {mode === "today" ? (
        <div className="order-board__grid">{active.map(card)}</div>
      ) : (
        groupByDay(active).map(([dayKey, list]) => (
          <section key={dayKey} className="order-board__day">
            <h2 className="order-board__day-title">
              {formatDay(dayKey)}（{list.length}件）
            </h2>
            <div className="order-board__grid">{list.map(card)}</div>
          </section>
        ))
      )}
      {done.length ? (
        <details className="order-board__done">
          <summary>お渡し・お届け済み／キャンセル（{done.length}件）</summary>
          <div className="order-board__grid">{done.map(card)}</div>
        </details>
      ) : null}
      {mode === "today" ? <TodayFigures version={version} /> : null}
    </section>
  );
}

function groupByDay<T extends { slotStartsAt: unknown }>(orders: T[]): [string, T[]][] {
  const days = new Map<string, T[]>();
  for (const order of orders) {
    const key = tokyoDay(String(order.slotStartsAt));
    days.set(key, [...(days.get(key) ?? []), order]);
  }
  return [...days];
}
