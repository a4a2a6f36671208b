import { type MessageKey, useT } from "../../lib/i18n";

const UNTIL: Record<string, MessageKey> = {
  TAKEOUT: "store.orderingUntil.takeout",
  DELIVERY: "store.orderingUntil.delivery",
};

interface WithOrderingTimes {
  method: string;
  orderingTimes?: { until: string; last: string } | null;
}

/**
 * Until when a method takes same-day orders, in the page's language: 「当日のご注文は20:10まで
 * （最終のお受け取り 20:30）」, from the times the server read from the shop's hours.
 */
export function useOrderingHours(): (state: WithOrderingTimes) => string | null {
  const t = useT();
  return (state) =>
    state.orderingTimes
      ? t(UNTIL[state.method] ?? "store.orderingUntil.takeout", {
          until: state.orderingTimes.until,
          last: state.orderingTimes.last,
        })
      : null;
}
