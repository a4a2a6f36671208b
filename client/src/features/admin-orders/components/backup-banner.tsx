import { useQuery } from "@apollo/client/react";
import { formatDay, formatTime } from "../../../lib/tokyo-format";
import { BoardBackupStatusQuery } from "../api/board-backup-status-query";
import "./backup-banner.css";

/** Looked at again every 10 minutes: the board stays open all day. */
const POLL_MS = 10 * 60_000;

/**
 * The nightly backup failed or is missing (over 26 hours, decision 0046): staff see it on the
 * board, so the owner hears of it the same day rather than on the day a backup is needed.
 */
export function BackupBanner() {
  const { data } = useQuery(BoardBackupStatusQuery, {
    pollInterval: POLL_MS,
    fetchPolicy: "cache-and-network",
  });
  const status = data?.backupStatus;
  if (!status?.needsAttention) return null;
  const lastOkAt = status.lastOkAt ? String(status.lastOkAt) : null;
  return (
    <div className="backup-banner" role="status" data-testid="backup-banner">
      <p className="backup-banner__title">データのバックアップが取れていません</p>
      <p className="backup-banner__detail">
        {lastOkAt
          ? `最後のバックアップは ${formatDay(lastOkAt)} ${formatTime(lastOkAt)} です。`
          : "バックアップはまだ一度も取れていません。"}
        オーナーにお知らせください。
      </p>
    </div>
  );
}
