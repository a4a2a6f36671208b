import { useEffect, useState } from "react";

/**
 * False until `ready` has been true and the browser has had an idle moment after the page's load
 * event, then true for good. For work a page wants but not in its first load — a live subscription
 * (graphql-ws is imported on the first one, decision 0022) — so that it never competes with the
 * page's own scripts, data and largest image.
 */
export function useAfterFirstLoad(ready: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (after || !ready) return;
    let cancelled = false;
    let idle: number | undefined;
    const start = () => {
      if (cancelled) return;
      if (typeof window.requestIdleCallback === "function") {
        idle = window.requestIdleCallback(() => setAfter(true), { timeout: 2000 });
      } else idle = window.setTimeout(() => setAfter(true), 200);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener("load", start);
      if (idle !== undefined) {
        if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
        window.clearTimeout(idle);
      }
    };
  }, [after, ready]);
  return after;
}
