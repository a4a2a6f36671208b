import { useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { messageOfError } from "../../../components/form/server-errors";
import { MarkOrderPrintingMutation } from "../api/mark-order-printing-mutation";
import { CloudPrintButtons } from "./cloud-print-buttons";
import { PrintTicket } from "./print-ticket";
import "./print.css";

type TicketOrder = Parameters<typeof PrintTicket>[0]["order"];
type State =
  | { kind: "pending" }
  | { kind: "ready"; order: TicketOrder; reprint: boolean }
  | { kind: "failed"; message: string };

/**
 * /admin/order/print/:code: opening it marks the order printing (or records a reprint), shows the
 * ticket and opens the print dialog. ?noprint=1 leaves the dialog closed (tests, previews).
 */
export function OrderPrintPage() {
  const { code = "" } = useParams();
  const [params] = useSearchParams();
  const autoPrint = params.get("noprint") !== "1";
  const [markPrinting] = useMutation(MarkOrderPrintingMutation);
  const [state, setState] = useState<State>({ kind: "pending" });
  const started = useRef(false);

  useEffect(() => {
    // Once per visit: each call counts a print.
    if (started.current) return;
    started.current = true;
    markPrinting({ variables: { id: code } })
      .then(({ data }) => {
        const result = data?.markOrderPrinting;
        if (result?.__typename === "MutationMarkOrderPrintingSuccess") {
          setState({ kind: "ready", order: result.data.order, reprint: result.data.reprint });
        } else {
          setState({ kind: "failed", message: result?.message ?? "印刷できませんでした" });
        }
      })
      .catch((error: unknown) => setState({ kind: "failed", message: messageOfError(error) }));
  }, [code, markPrinting]);

  const ready = state.kind === "ready";
  useEffect(() => {
    if (!ready || !autoPrint) return;
    // After the ticket has been painted.
    const frame = requestAnimationFrame(() => window.print());
    return () => cancelAnimationFrame(frame);
  }, [ready, autoPrint]);

  return (
    <div className="print-page">
      <div className="print-page__controls">
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.print()}
          disabled={!ready}
        >
          印刷する
        </button>
        <button type="button" className="button button--ghost" onClick={() => window.close()}>
          閉じる
        </button>
        <CloudPrintButtons orderId={code} />
      </div>
      {state.kind === "pending" ? <p aria-busy="true">準備しています…</p> : null}
      {state.kind === "failed" ? (
        <p className="form-alert form-alert--error" role="alert">
          {state.message}
        </p>
      ) : null}
      {state.kind === "ready" ? <PrintTicket order={state.order} reprint={state.reprint} /> : null}
    </div>
  );
}
