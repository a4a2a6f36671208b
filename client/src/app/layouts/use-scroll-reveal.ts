import { BREAKPOINTS, SCROLL_REVEAL_THRESHOLD } from "@shared/constants";
import { type RefObject, useEffect } from "react";

const REVEALED = "is-revealed";

/**
 * Fades in `.reveal` elements of the public layout once their top passes 3/4 of the window height
 * (6/7 on phones, where less of the page is visible at a time).
 */
export function useScrollReveal(container: RefObject<HTMLElement | null>, pageKey: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: pageKey re-scans the new page's elements
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const targets = [...root.querySelectorAll<HTMLElement>(".reveal:not(.is-revealed)")];
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (reduced || !("IntersectionObserver" in window)) {
      for (const el of targets) el.classList.add(REVEALED);
      return;
    }
    const mobile = window.matchMedia(`(max-width: ${BREAKPOINTS.mobileMax}px)`).matches;
    const threshold = mobile ? SCROLL_REVEAL_THRESHOLD.mobile : SCROLL_REVEAL_THRESHOLD.default;
    const bottomMargin = Math.round((1 - threshold) * 100);
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.classList.add(REVEALED);
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: `0px 0px -${bottomMargin}% 0px` },
    );
    for (const el of targets) observer.observe(el);
    return () => observer.disconnect();
  }, [container, pageKey]);
}
