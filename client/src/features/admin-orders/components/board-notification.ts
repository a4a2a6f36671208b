import { useCallback, useState } from "react";

type Permission = NotificationPermission | "unsupported";

function currentPermission(): Permission {
  return typeof window !== "undefined" && "Notification" in window ? Notification.permission : "unsupported";
}

/**
 * The browser's own notification for a new order, on top of the beep: it reaches staff when the
 * board is in a background tab or behind another window. Only after staff allowed it (a button,
 * as browsers ask for a gesture).
 */
export function useBoardNotifications() {
  const [permission, setPermission] = useState<Permission>(currentPermission);
  const request = useCallback(async () => {
    if (!("Notification" in window)) return;
    try {
      setPermission(await Notification.requestPermission());
    } catch {
      setPermission(currentPermission());
    }
  }, []);
  return { permission, request };
}

/** One notification per new order (the tag replaces a repeat for the same order). */
export function notifyNewOrder(order: { id: string; code: string; method: string }): void {
  if (currentPermission() !== "granted") return;
  try {
    const notification = new Notification(`新しい注文 ${order.code}`, {
      body: order.method === "DELIVERY" ? "デリバリーのご注文です" : "テイクアウトのご注文です",
      tag: `order-${order.id}`,
      requireInteraction: true,
    });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  } catch {
    // Some browsers only notify from a service worker: the beep and the title still tell.
  }
}
