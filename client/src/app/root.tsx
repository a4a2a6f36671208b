import { pageTitle } from "@shared/constants";
import { useEffect } from "react";
import { Outlet, ScrollRestoration, useMatches } from "react-router";
import { ServerCartSync } from "../domain/cart/server-cart-sync-mount";
import { ProgressBar } from "./progress-bar";
import type { RouteHandle } from "./route-handle";

function useDocumentTitle() {
  const matches = useMatches();
  const title = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter((t): t is string => Boolean(t))
    .at(-1);
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}

export function Root() {
  useDocumentTitle();
  return (
    <>
      <a className="skip-link" href="#main">
        本文へスキップ
      </a>
      <ProgressBar />
      <ServerCartSync />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first route's code loads; the static title in index.html already applies. */
export function RootHydrateFallback() {
  return <div className="hydrate-fallback" aria-busy="true" />;
}
