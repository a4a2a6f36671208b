interface BoardToolbarProps {
  live: boolean;
  everConnected: boolean;
  newCount: number;
  onShowNew: () => void;
  muted: boolean;
  onToggleMute: () => void;
  count: number | null;
  /** The browser's notification permission, or "unsupported". */
  notifications: string;
  onAllowNotifications: () => void;
}

/** Connection state, the unseen new orders and the sound switch above a board. */
export function BoardToolbar(props: BoardToolbarProps) {
  const { live, everConnected, newCount, muted, count } = props;
  return (
    <div className="board-toolbar">
      <span
        className={live ? "board-toolbar__live board-toolbar__live--on" : "board-toolbar__live"}
        role="status"
        data-testid="connection-state"
      >
        {live ? "接続中" : everConnected ? "再接続中" : "接続しています…"}
      </span>
      {count === null ? null : <span className="board-toolbar__count">{count}件</span>}
      <button
        type="button"
        className={newCount ? "board-toolbar__new board-toolbar__new--on" : "board-toolbar__new"}
        onClick={props.onShowNew}
        disabled={newCount === 0}
        data-testid="new-order-count"
        aria-live="polite"
      >
        新着 {newCount}件{newCount ? "（確認済みにする）" : ""}
      </button>
      {props.notifications === "default" ? (
        <button type="button" className="board-toolbar__notify" onClick={props.onAllowNotifications}>
          デスクトップ通知を許可する
        </button>
      ) : props.notifications === "granted" ? (
        <span className="board-toolbar__notify-state" data-testid="notification-state">
          デスクトップ通知：オン
        </span>
      ) : null}
      <button type="button" className="board-toolbar__mute" onClick={props.onToggleMute} aria-pressed={muted}>
        通知音：{muted ? "オフ" : "オン"}
      </button>
    </div>
  );
}
