// Keeps a storefront's reception states current: the server announces every change of hours,
// closed dates, pause or busy mode (receptionStatesChanged), and a pause that ends by itself is
// read again at its resume time (the server computes it; nothing is published then).
import { useSubscription } from "@apollo/client/react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { graphql } from "../../gql";
import { socketStatus } from "../../lib/socket-status";
import { useAfterFirstLoad } from "../../lib/use-after-first-load";

export const ReceptionStatesChangedSubscription = graphql(`
  subscription ReceptionStatesChanged {
    receptionStatesChanged {
      method
    }
  }
`);

/** A resume time the server still calls future-or-now is asked again this often (clocks differ). */
const RECHECK_MS = 5_000;

/**
 * Calls `refetch` on every announced change and at the earliest of `resumesAt` (ISO instants,
 * nulls ignored), so an automatic resume shows without a reload.
 */
export function useLiveReception(
  refetch: () => unknown,
  resumesAt: readonly unknown[],
  {
    afterFirstLoad = false,
  }: {
    /**
     * Listen only once the page has loaded (useAfterFirstLoad): graphql-ws is then not part of the
     * first load (decision 0022; /menu's notice, decision 0052's budget). The states are read again
     * whenever the socket (re)connects, for a change made before it listened.
     */
    afterFirstLoad?: boolean;
  } = {},
) {
  const after = useAfterFirstLoad(afterFirstLoad);
  const listening = !afterFirstLoad || after;
  useSubscription(ReceptionStatesChangedSubscription, { skip: !listening, onData: () => void refetch() });
  const connections = useSyncExternalStore(
    socketStatus.subscribe,
    () => socketStatus.get().connections,
    () => 0,
  );
  const seenConnections = useRef(connections);
  useEffect(() => {
    if (!afterFirstLoad || !listening || connections === seenConnections.current) return;
    seenConnections.current = connections;
    void refetch();
  }, [afterFirstLoad, listening, connections, refetch]);
  const key = resumesAt.filter(Boolean).map(String).join(",");
  // Counts the timer's calls, so a resume time still answered after it passed is asked again.
  const [checks, setChecks] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: checks re-arms the timer after each call
  useEffect(() => {
    const times = key
      .split(",")
      .filter(Boolean)
      .map((at) => Date.parse(at))
      .filter((at) => !Number.isNaN(at));
    if (!times.length) return;
    const until = Math.min(...times) - Date.now();
    // Half a second after the resume; a resume already past (the clocks differ): a little later.
    const wait = until >= 0 ? until + 500 : RECHECK_MS;
    const timer = window.setTimeout(
      () => {
        void refetch();
        setChecks((n) => n + 1);
      },
      Math.min(wait, 2 ** 31 - 1),
    );
    return () => window.clearTimeout(timer);
  }, [key, refetch, checks]);
}
