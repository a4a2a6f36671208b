import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { messageOfError } from "../../../components/form/server-errors";
import { QueueOrderPrintMutation } from "../api/queue-order-print-mutation";

type Kind = "KITCHEN" | "RECEIPT";

/** Sends the order's kitchen ticket or receipt to the shop's CloudPRNT printers (one tap each). */
export function CloudPrintButtons({ orderId }: { orderId: string }) {
  const [queue, { loading }] = useMutation(QueueOrderPrintMutation);
  const [told, setTold] = useState<{ text: string; error: boolean } | null>(null);
  const send = async (kind: Kind) => {
    try {
      const { data } = await queue({ variables: { id: orderId, kind } });
      const result = data?.queueOrderPrint;
      if (result?.__typename === "MutationQueueOrderPrintSuccess") {
        const what = kind === "KITCHEN" ? "キッチン伝票" : "レシート";
        setTold({
          text: `${what}をプリンターに送りました${result.data.reprint ? "（再印刷）" : ""}`,
          error: false,
        });
      } else {
        setTold({ text: result?.message ?? "送れませんでした", error: true });
      }
    } catch (error) {
      setTold({ text: messageOfError(error), error: true });
    }
  };
  return (
    <div className="cloud-print">
      <button
        type="button"
        className="button button--ghost"
        disabled={loading}
        onClick={() => send("KITCHEN")}
      >
        キッチン伝票をプリンターへ
      </button>
      <button
        type="button"
        className="button button--ghost"
        disabled={loading}
        onClick={() => send("RECEIPT")}
      >
        レシートをプリンターへ
      </button>
      {told ? (
        <p
          role={told.error ? "alert" : "status"}
          className={told.error ? "form-alert form-alert--error" : undefined}
        >
          {told.text}
        </p>
      ) : null}
    </div>
  );
}
