import { useQuery } from "@apollo/client/react";
import { PrintQueueQuery } from "../api/print-queue-query";
import "./printer-status.css";

/** How often the board asks: a printer silent for over 60 s shows so within this. */
const POLL_MS = 10_000;

const STATE_LABEL = {
  ONLINE: "印刷できます",
  PAPER_LOW: "用紙残りわずか",
  PAPER_OUT: "用紙切れ",
  COVER_OPEN: "カバーが開いています",
  ERROR: "エラー",
  SILENT: "応答なし（60秒以上）",
} as const;

const TROUBLE = new Set(["PAPER_OUT", "COVER_OPEN", "ERROR", "SILENT"]);

/**
 * The CloudPRNT printers' state as their polls tell it, and the tickets waiting. Nothing when the
 * shop has no printer registered (tickets are then printed from the browser).
 */
export function PrinterStatus() {
  const { data } = useQuery(PrintQueueQuery, { pollInterval: POLL_MS, fetchPolicy: "cache-and-network" });
  const queue = data?.printQueue;
  if (!queue || queue.printers.length === 0) return null;
  return (
    <section className="printer-status" aria-label="プリンター" data-testid="printer-status">
      <p className="printer-status__jobs" role="status">
        <span className="printer-status__title">プリンター</span>
        印刷待ち {queue.waitingJobs}件
        {queue.failedJobs ? (
          <span className="printer-status__failed">・印刷できなかった伝票 {queue.failedJobs}件</span>
        ) : null}
      </p>
      <ul className="printer-status__list">
        {queue.printers.map((printer) => (
          <li
            key={printer.id}
            className={`printer-status__printer${TROUBLE.has(printer.state) ? " printer-status__printer--trouble" : ""}`}
            data-state={printer.state}
          >
            <span className="printer-status__name">{printer.name}</span>
            <span className="printer-status__state">{STATE_LABEL[printer.state]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
