// Where each history entry was scrolled to, kept for the tab's session (sessionStorage), so that
// going back, going forward or reloading returns to the same place (app/router.tsx).
const STORAGE_KEY = "scroll-positions";
const KEPT = 50;

const positions = new Map<string, number>();
let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "[]") as unknown;
    if (Array.isArray(stored)) {
      for (const entry of stored) {
        if (Array.isArray(entry) && typeof entry[0] === "string" && typeof entry[1] === "number")
          positions.set(entry[0], entry[1]);
      }
    }
  } catch {
    // Unreadable or unavailable storage: positions are kept in memory only.
  }
  window.history.scrollRestoration = "manual";
  window.addEventListener("pagehide", persist);
  // Back from the browser's cache: the app scrolls again.
  window.addEventListener("pageshow", () => {
    window.history.scrollRestoration = "manual";
  });
}

let current: string | null = null;

function persist(): void {
  if (current !== null) remember(current, window.scrollY);
  // A reload shows the server's markup before the app runs (/menu): the browser restores its
  // place meanwhile, and the app then restores the same one.
  window.history.scrollRestoration = "auto";
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-KEPT)));
  } catch {
    // Full or unavailable storage: nothing to keep.
  }
}

/** Remembers how far the entry `key` (the page being left) is scrolled. */
export function saveScroll(key: string): void {
  install();
  stopGrowing();
  remember(key, window.scrollY);
}

/** Most recent last, so that the oldest are the ones dropped beyond KEPT. */
function remember(key: string, y: number): void {
  positions.delete(key);
  positions.set(key, y);
}

/**
 * Scrolls back to where the entry `key` was, when it is known; whether it did. On the document's
 * first page only when the browser itself came back to it (reload, back or forward), not for a
 * new visit.
 */
export function restoreScroll(key: string, firstPage = false): boolean {
  install();
  stopGrowing();
  current = key;
  if (firstPage && !revisited()) return false;
  const y = positions.get(key);
  if (y === undefined) return false;
  scrollToWhenTall(y);
  return true;
}

/** How long a restored page may take to grow tall enough for its position (its data, its photos). */
const GROW_MS = 1000;

const VISITOR_INPUT = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/** Stops the restore still trying (at most one runs: a new navigation or restore stops it). */
let stopGrowing = (): void => {};

/**
 * Scrolls to `y`; while the page is still too short for it, tries again on each frame for up to
 * GROW_MS, unless the visitor takes over first (wheel, touch, key or pointer) or the page changes.
 */
function scrollToWhenTall(y: number): void {
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) <= 1) return;
  const until = performance.now() + GROW_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of VISITOR_INPUT) window.removeEventListener(type, stop);
    stopGrowing = () => {};
  };
  const step = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) <= 1 || performance.now() > until) return stop();
    frame = requestAnimationFrame(step);
  };
  for (const type of VISITOR_INPUT) window.addEventListener(type, stop, { passive: true });
  stopGrowing = stop;
  frame = requestAnimationFrame(step);
}

/** Marks `key` as the entry on screen (its position is saved when the tab is hidden or closed). */
export function showingEntry(key: string): void {
  install();
  stopGrowing();
  current = key;
}

function revisited(): boolean {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return entry?.type === "reload" || entry?.type === "back_forward";
}
