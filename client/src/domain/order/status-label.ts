import { type MessageKey, useT } from "../../lib/i18n";

/**
 * An order's state in the page's language (the server's statusLabel is the staff's Japanese): a
 * delivery is お届け済み when done, not お渡し済み (the pickup word), as the server says it.
 */
export function useStatusLabel(): (status: string, method: string) => string {
  const t = useT();
  return (status, method) =>
    t(
      (method === "DELIVERY" && status === "PROVIDED"
        ? "order.status.DELIVERED"
        : `order.status.${status}`) as MessageKey,
    );
}
