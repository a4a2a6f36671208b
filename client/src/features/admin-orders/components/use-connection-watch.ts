import { useEffect, useRef, useState } from "react";

/** How often a board whose live connection is lost reloads its list over HTTP. */
export const LOST_REFETCH_MS = 500;

/**
 * While a board's live connection is lost: since when, and the list reloaded every second over
 * HTTP. The WebSocket's own retries back off to many seconds; the plain request does not, so the
 * board is complete again within a second of the server is reachable, before the socket is back.
 * `reload` rejects when the server is still out of reach; the list on screen then stays as it was.
 */
export function useConnectionWatch(lost: boolean, reload: () => Promise<unknown>) {
  const [lostSince, setLostSince] = useState<Date | null>(null);
  const [syncedAt, setSyncedAt] = useState<Date | null>(null);
  const [now, setNow] = useState(() => new Date());
  const reloadRef = useRef(reload);
  reloadRef.current = reload;

  useEffect(() => {
    if (!lost) {
      setLostSince(null);
      setSyncedAt(null);
      return;
    }
    setLostSince(new Date());
    let active = true;
    let inFlight = false;
    const tick = () => {
      setNow(new Date());
      if (inFlight) return;
      inFlight = true;
      reloadRef.current().then(
        () => {
          inFlight = false;
          if (active) setSyncedAt(new Date());
        },
        () => {
          inFlight = false;
        },
      );
    };
    const timer = window.setInterval(tick, LOST_REFETCH_MS);
    return () => {
      active = false;
      window.clearInterval(timer);
    };
  }, [lost]);

  return { lostSince, syncedAt, now };
}
