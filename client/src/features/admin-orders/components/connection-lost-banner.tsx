import { formatClock } from "../../../lib/tokyo-format";

interface ConnectionLostBannerProps {
  lostSince: Date;
  /** The last time the list was reloaded over HTTP while the live connection is down. */
  syncedAt: Date | null;
  now: Date;
}

/** "3分12秒" */
export function elapsedLabel(from: Date, to: Date): string {
  const seconds = Math.max(0, Math.floor((to.getTime() - from.getTime()) / 1000));
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes}分${seconds % 60}秒` : `${seconds}秒`;
}

/**
 * The board's live connection is lost: said across the whole screen, not as a small dot, because
 * a kitchen that believes the board is live misses orders.
 */
export function ConnectionLostBanner({ lostSince, syncedAt, now }: ConnectionLostBannerProps) {
  return (
    <div className="connection-lost" role="alert" data-testid="connection-lost">
      <p className="connection-lost__title">
        <span className="connection-lost__spinner" aria-hidden="true" />
        接続が切れています　再接続中…
      </p>
      <p className="connection-lost__detail">
        <span data-testid="connection-lost-elapsed">{elapsedLabel(lostSince, now)}前から</span>
        新しい注文がすぐには表示されないことがあります。
        {syncedAt
          ? `一覧は自動で読み込み直しています（最終更新 ${formatClock(syncedAt)}）。`
          : "サーバーに接続できません。ネットワークをご確認ください。"}
      </p>
    </div>
  );
}
