import { useQuery } from "@apollo/client/react";
import { formatDay, formatTime } from "../../../lib/tokyo-format";
import { BackupStatusQuery } from "../api/backup-status-query";

const at = (value: string | Date) => `${formatDay(value)} ${formatTime(value)}`;

/** "12.3 MB" */
function sizeLabel(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/** The nightly backup (decision 0046): when the last one was taken and its size, or what went wrong. */
export function BackupSummary() {
  const { data } = useQuery(BackupStatusQuery, { fetchPolicy: "cache-and-network" });
  const status = data?.backupStatus;
  if (!status) return null;
  // DateTime arrives as an ISO string.
  const lastOkAt = status.lastOkAt ? String(status.lastOkAt) : null;
  const lastFailedAt = status.lastFailedAt ? String(status.lastFailedAt) : null;
  const failedLast = lastFailedAt && (!lastOkAt || new Date(lastFailedAt) > new Date(lastOkAt));
  return (
    <section className="backup-summary" aria-labelledby="backup-summary-heading">
      <h2 id="backup-summary-heading">バックアップ</h2>
      <p data-testid="backup-last">
        {lastOkAt && status.lastOkBytes != null
          ? `最後のバックアップ: ${at(lastOkAt)}（${sizeLabel(status.lastOkBytes)}）`
          : "バックアップはまだありません（毎晩 3:00 に取ります）。"}
      </p>
      {failedLast ? (
        <p role="alert">{at(lastFailedAt)} のバックアップに失敗しました。サーバーの記録をご確認ください。</p>
      ) : status.needsAttention ? (
        <p role="alert">26時間以上バックアップが取れていません。</p>
      ) : null}
    </section>
  );
}
