import { CHUNK_RELOAD_GUARD_MS } from "@shared/constants";

// After a deploy, an open tab may ask for chunks that no longer exist. One reload fetches the new
// index.html; the sessionStorage guard stops a reload loop when the chunk is really broken.
const STORAGE_KEY = "chunk-reload-at";

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

/** Reloads the page unless it already did so within the guard window; returns whether it did. */
export function reloadOnce(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(STORAGE_KEY) ?? 0);
    if (last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(STORAGE_KEY, String(now));
  } catch {
    return false; // Without storage there is no guard, so never reload.
  }
  window.location.reload();
  return true;
}

export function installChunkReloadOnPreloadError(): void {
  window.addEventListener("vite:preloadError", (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}
