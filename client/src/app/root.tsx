import { useEffect } from "react";
import { Outlet, ScrollRestoration, useMatches } from "react-router";
import { ServerCartSync } from "../domain/cart/server-cart-sync-mount";
import { documentTitle } from "./document-title";
import { ProgressBar } from "./progress-bar";

function useDocumentTitle() {
  const title = documentTitle(useMatches());
  useEffect(() => {
    document.title = title;
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
