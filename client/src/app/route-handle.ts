import type { ComponentType } from "react";

/** Set on a route as `handle`; the deepest title wins and follows the tagline in the page title. */
export interface RouteHandle {
  title?: string;
}

/** Lazy route module loader: code is split per feature area, one chunk per `pages.tsx`. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}
