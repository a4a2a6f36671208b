import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { messageOfError } from "../../../components/form/server-errors";
import { PrintJobQuery } from "../api/print-job-query";
import { PrintQueueQuery } from "../api/print-queue-query";
import { QueueOrderPrintMutation } from "../api/queue-order-print-mutation";
import "./card-print.css";

/** How often a card asks about the ticket it sent, until the printer has answered. */
const FOLLOW_MS = 2_000;

type JobState = "WAITING" | "SENT" | "PRINTED" | "FAILED";

const STATE_TEXT: Record<JobState, string> = {
  WAITING: "プリンターに送りました（印刷待ち）",
  SENT: "印刷しています…",
  PRINTED: "印刷しました",
  FAILED: "プリンターが印刷できませんでした",
};

interface CardPrintProps {
  id: string;
  code: string;
  label: string;
  onAct: () => void;
  onFailure: (message: string) => void;
}

/**
 * The card's 印刷 / 再印刷. With a CloudPRNT printer registered, one tap sends the kitchen ticket to
 * the printers (decision 0044; a second ticket says 再印刷 on the paper) and the card follows the
 * ticket until it is printed. Without one, the browser's print view opens, as before.
 */
export function CardPrint({ id, code, label, onAct, onFailure }: CardPrintProps) {
  // The today board asks every 10 s (PrinterStatus); here the answer in the cache is enough.
  const printers = useQuery(PrintQueueQuery, { fetchPolicy: "cache-first" }).data?.printQueue.printers;
  const [queue, { loading }] = useMutation(QueueOrderPrintMutation);
  const [job, setJob] = useState<{ id: string; state: JobState } | null>(null);
  const done = job === null || job.state === "PRINTED" || job.state === "FAILED";
  const followed = useQuery(PrintJobQuery, {
    variables: { id: job?.id ?? "" },
    skip: done,
    pollInterval: FOLLOW_MS,
    fetchPolicy: "network-only",
  });
  const answered = followed.data?.printJob?.state;
  // Once the printer has answered, the card stops asking.
  useEffect(() => {
    if (answered === "PRINTED" || answered === "FAILED")
      setJob((now) => (now ? { ...now, state: answered } : now));
  }, [answered]);
  const state = (done ? job?.state : (answered ?? job?.state)) ?? null;
  const browserPrint = (
    <Link
      to={`/admin/order/print/${code}`}
      target="_blank"
      className="button button--ghost order-card__button"
      onClick={onAct}
    >
      {printers?.length ? "ブラウザで印刷" : label}
    </Link>
  );
  if (!printers?.length) return browserPrint;

  const send = async () => {
    onAct();
    try {
      const result = (await queue({ variables: { id, kind: "KITCHEN" } })).data?.queueOrderPrint;
      if (result?.__typename === "MutationQueueOrderPrintSuccess") {
        setJob({ id: result.data.id, state: result.data.state });
      } else {
        onFailure(result?.message ?? "プリンターに送れませんでした");
      }
    } catch (error) {
      onFailure(messageOfError(error));
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button--ghost order-card__button"
        disabled={loading}
        onClick={() => void send()}
        data-testid="card-print"
      >
        {label}
      </button>
      {state ? (
        <p
          className={`order-card__print-state order-card__print-state--${state.toLowerCase()}`}
          role="status"
          data-testid="card-print-state"
          data-state={state}
        >
          {STATE_TEXT[state]}
          {state === "FAILED" ? browserPrint : null}
        </p>
      ) : null}
    </>
  );
}
