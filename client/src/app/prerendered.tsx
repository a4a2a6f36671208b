import { PRERENDERED_ATTRIBUTE, PRERENDERED_MENU_ID } from "@shared/prerendered";
import { type ReactNode, useLayoutEffect } from "react";
import { keepMenu } from "../domain/catalog/kept-menus";
import type { MenuPageQuery } from "../gql/graphql";
import { PREFETCH_GLOBAL, type Prefetch, prefetchKey } from "./prefetched-link";

/**
 * Whether `container` holds markup the server rendered (/menu with its menu). If so, the menu it
 * was rendered with is kept for the first render, which then shows the same cards at once, and
 * MenuPage's first request is answered with it (no request while the page loads).
 */
export function takePrerenderedPage(container: HTMLElement): boolean {
  if (!container.hasAttribute(PRERENDERED_ATTRIBUTE) || !container.firstChild) return false;
  const element = document.getElementById(PRERENDERED_MENU_ID);
  let answer: { data?: MenuPageQuery } | undefined;
  try {
    answer = element?.textContent ? (JSON.parse(element.textContent) as { data?: MenuPageQuery }) : undefined;
  } catch {
    answer = undefined;
  }
  element?.remove();
  if (!answer?.data?.menu) return false;
  keepMenu(null, answer.data);
  const prefetch: Prefetch = {
    key: prefetchKey("MenuPage", { method: null }),
    result: Promise.resolve(answer),
  };
  (globalThis as unknown as Record<string, Prefetch>)[PREFETCH_GLOBAL] = prefetch;
  return true;
}

let lastScrollY = 0;

/** Starts following the page's scroll position while the server's markup is all there is. */
export function followScrollBeforeTakeover(): void {
  lastScrollY = window.scrollY;
  window.addEventListener(
    "scroll",
    () => {
      lastScrollY = window.scrollY;
    },
    { passive: true },
  );
}

/**
 * Wraps the app when it takes over the server's markup: on a reload the router returns the page
 * to where it was before (app/scroll-positions.ts), but the visitor may since have scrolled the
 * menu the server sent. Its layout effect runs after the router's (children's effects run first)
 * and puts the page back where the visitor is, in the same commit. Then #root loses
 * `data-prerendered`.
 */
export function KeepScrollOnTakeover({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    if (lastScrollY > 0) window.scrollTo(0, lastScrollY);
    // The markup is the app's now.
    document.getElementById("root")?.removeAttribute(PRERENDERED_ATTRIBUTE);
  }, []);
  return children;
}
