import { useApolloClient, useQuery, useSubscription } from "@apollo/client/react";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { socketStatus } from "../../../lib/socket-status";
import { AdminOrdersQuery } from "../api/admin-orders-query";
import { OrderEventsSubscription } from "../api/order-events-subscription";
import {
  applyOrderToBoard,
  type BoardPeriod,
  belongsToBoard,
  isAuthorizationError,
  isNewOrderEvent,
} from "../board-events";
import { notifyNewOrder } from "./board-notification";
import { playBeep } from "./board-sound";
import { useConnectionWatch } from "./use-connection-watch";

const RESUBSCRIBE_AFTER_MS = 5_000;

/**
 * A live board: the period's orders, then every order event applied to the cached list (the event's
 * order is normalised into the cache, so a card changes at once; the list gains or loses it by its
 * slot day). New orders are marked until seen, beep unless muted and notify when allowed. Each time
 * the WebSocket (re)connects the board reloads, so events sent while it was down are not missed;
 * while it is down the list is reloaded every second (use-connection-watch.ts).
 */
export function useOrderBoard(period: BoardPeriod, muted: boolean) {
  const query = useQuery(AdminOrdersQuery, {
    variables: { period },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: false,
  });
  const { updateQuery, refetch } = query;
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(new Set());
  const mutedRef = useRef(muted);
  mutedRef.current = muted;

  const subscription = useSubscription(OrderEventsSubscription, {
    onData: ({ data }) => {
      const event = data.data?.orderEvents;
      if (!event) return;
      const order = event.order;
      const now = new Date();
      let shownAlready = false;
      updateQuery((_unsafe, options) => {
        if (!options.complete) return;
        const previous = options.previousData;
        const result = previous.adminOrders;
        if (result.__typename !== "QueryAdminOrdersSuccess") return;
        const list = result.data.orders;
        shownAlready = list.some((shown) => shown.id === order.id);
        const orders = applyOrderToBoard(list, order as unknown as (typeof list)[number], period, now);
        return { ...previous, adminOrders: { ...result, data: { ...result.data, orders } } };
      });
      // Every board hears every order; only the board that shows its card counts and beeps.
      if (!belongsToBoard(period, order.slotStartsAt, now)) return;
      if (isNewOrderEvent(event.kind, order.status, shownAlready)) {
        setNewIds((ids) => new Set(ids).add(order.id));
        if (!mutedRef.current) playBeep("new");
        notifyNewOrder(order);
      } else if (event.kind === "ARRIVED" && !mutedRef.current) {
        playBeep("arrived");
      }
    },
  });

  // graphql-ws gives up after its retries; start again a little later rather than stay silent.
  // A refused subscription (signed out, or not allowed) will be refused again: refetch once instead,
  // so the HTTP query meets the same refusal and the 401 handling sends the person to /admin/login.
  const { error: subscriptionError, restart } = subscription;
  useEffect(() => {
    if (!subscriptionError) return;
    if (isAuthorizationError(subscriptionError)) {
      void refetch();
      return;
    }
    const timer = setTimeout(restart, RESUBSCRIBE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [subscriptionError, restart, refetch]);

  const socket = useSyncExternalStore(socketStatus.subscribe, socketStatus.get);
  const live = socket.state === "connected" && !subscriptionError;
  const everConnected = socket.connections > 0;
  // A plain query written to the cache: a failed attempt leaves the board's list as it is.
  const client = useApolloClient();
  // The ids on screen (null before the first list), to tell which reloaded orders are new.
  const shownIds = useRef<ReadonlySet<string> | null>(null);
  const listed = query.data?.adminOrders;
  shownIds.current =
    listed?.__typename === "QueryAdminOrdersSuccess" ? new Set(listed.data.orders.map((o) => o.id)) : null;
  const reload = useCallback(async () => {
    const before = shownIds.current;
    const result = await client.query({
      query: AdminOrdersQuery,
      variables: { period },
      fetchPolicy: "network-only",
    });
    if (result.error) throw result.error;
    const page = result.data?.adminOrders;
    if (!before || page?.__typename !== "QueryAdminOrdersSuccess") return;
    // Orders that came in while the socket was down alert as if their event had arrived.
    const arrived = page.data.orders.filter((o) => !before.has(o.id) && isNewOrderEvent("PLACED", o.status));
    if (arrived.length === 0) return;
    setNewIds((ids) => new Set([...ids, ...arrived.map((o) => o.id)]));
    if (!mutedRef.current) playBeep("new");
    for (const order of arrived) notifyNewOrder(order);
  }, [client, period]);
  const connection = useConnectionWatch(everConnected && !live, reload);

  // Each (re)connection reloads the list, alerting for the orders placed while the socket was down:
  // whichever comes first, this or the watch's reload, finds them new (a plain refetch here would
  // put them on screen unmarked, and the watch's reload would then take them for known ones).
  const seenConnections = useRef(socket.connections);
  useEffect(() => {
    if (socket.connections === seenConnections.current) return;
    seenConnections.current = socket.connections;
    // A failure (the server gone again) leaves the list as it is; the watch keeps reloading.
    reload().catch(() => {});
  }, [socket.connections, reload]);

  const markSeen = useCallback((id: string) => {
    setNewIds((ids) => {
      if (!ids.has(id)) return ids;
      const next = new Set(ids);
      next.delete(id);
      return next;
    });
  }, []);
  const markAllSeen = useCallback(() => setNewIds(new Set()), []);

  const result = query.data?.adminOrders;
  return {
    orders: result?.__typename === "QueryAdminOrdersSuccess" ? result.data.orders : null,
    failure: result && "message" in result ? result.message : null,
    error: query.error,
    loading: query.loading,
    refetch,
    live,
    everConnected,
    connection,
    newIds,
    markSeen,
    markAllSeen,
  };
}
