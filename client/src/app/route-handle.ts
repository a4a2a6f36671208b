import { type ComponentType, createElement, type FunctionComponent, use } from "react";
import type { RouteObject } from "react-router";
import { loadMoreMessages, type MessageKey } from "../lib/i18n";

/** Matched by chunk-reload.ts as a chunk that could not load. */
const CHUNK_NOT_LOADED = "Failed to fetch dynamically imported module (its preload failed)";

/** Set on a route as `handle`; the deepest title wins and follows the tagline in the page title. */
export interface RouteHandle {
  title?: string;
  /** The title's key in the catalogues, on the customer's pages (shown in their language). */
  titleKey?: MessageKey;
}

/**
 * A page (or layout) whose texts are in other parts of the catalogue than the core
 * (shared/i18n/catalogue-parts.ts): its code and those texts load together, and a part that fails
 * to load fails the page like its code would (RouteError). /menu and the staff's screens make do
 * with the core; client/src/catalogue-parts.test.ts checks each route's parts against its modules.
 */
export const withTexts =
  <M>(load: () => Promise<M>, ...parts: Parameters<typeof loadMoreMessages>) =>
  () =>
    Promise.all([load(), loadMoreMessages(...parts)]).then(([module]) => module);

/** A page that loads every part of the catalogue with its code. */
export const withAllTexts = <M>(load: () => Promise<M>) => withTexts(load, "home", "rest");

/** A page whose code is a chunk of its own, loaded on first use. */
export interface LazyPage extends FunctionComponent {
  /** Starts loading the page's code; null once it has loaded (nothing to wait for). */
  load(): Promise<unknown> | null;
}

/**
 * Lazy route module loader: code is split per feature area, one chunk per `pages.tsx`. The router
 * loads a page's chunk before it shows the page (app/router.tsx), so the page renders at once; a
 * page rendered before its chunk has loaded suspends until it has. A failed load is shown by the
 * error boundary (which decides whether to reload, app/route-error.tsx) and tried again by the next
 * navigation to the page.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): { Component: LazyPage } {
  let Loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  let failed = false;
  const start = () => {
    loading ??= load().then(
      (module) => {
        // Vite's import resolves to nothing when its preload failed and the page is reloading
        // for a newer build (app/chunk-reload.ts): a failed load, not a broken module.
        if (module === undefined) throw new Error(CHUNK_NOT_LOADED);
        Loaded = pick(module);
        return Loaded;
      },
      (error: unknown) => {
        failed = true;
        throw error;
      },
    );
    return loading;
  };
  const Component: LazyPage = Object.assign(
    // A render after a failed load shows the failure (a navigation's `load` tries again).
    function Page() {
      return createElement(Loaded ?? use(start()));
    },
    {
      load: () => {
        if (Loaded) return null;
        if (failed) {
          failed = false;
          loading = undefined;
        }
        return start();
      },
    },
  );
  return { Component };
}

function isLazyPage(component: unknown): component is LazyPage {
  return typeof component === "function" && typeof (component as Partial<LazyPage>).load === "function";
}

/** Loads the code of every lazy page among `routes` (a location's matches); null when all have loaded. */
export function loadPages(routes: ReadonlyArray<Pick<RouteObject, "Component">>): Promise<void> | null {
  const loading = routes
    .map((route) => (isLazyPage(route.Component) ? route.Component.load() : null))
    .filter((promise) => promise !== null);
  return loading.length > 0 ? Promise.all(loading).then(() => undefined) : null;
}
