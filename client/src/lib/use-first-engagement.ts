import { useEffect, useState } from "react";

const ENGAGEMENT = ["scroll", "pointermove", "pointerdown", "touchstart", "keydown"] as const;

/**
 * False until the visitor first scrolls, moves the pointer, touches or types on the page (once
 * `active`), then true for good. For code a page may need on a tap but not to be read — loaded as
 * the visitor starts using the page, ahead of the tap, rather than by every visitor who only looks.
 */
export function useFirstEngagement(active: boolean): boolean {
  const [engaged, setEngaged] = useState(false);
  useEffect(() => {
    if (engaged || !active) return;
    const engage = () => setEngaged(true);
    const options = { passive: true, capture: true, once: true } as const;
    for (const type of ENGAGEMENT) window.addEventListener(type, engage, options);
    return () => {
      for (const type of ENGAGEMENT) window.removeEventListener(type, engage, options);
    };
  }, [engaged, active]);
  return engaged;
}
