import { languageOfPath } from "@shared/i18n/url-language";
import { useEffect, useMemo } from "react";
import { type Location, matchRoutes, useLocation, useRoutes } from "react-router";
import { documentTitle } from "./document-title";
import { loadPages } from "./route-handle";
import { routes } from "./routes";

/** The routes `location` renders, outermost first (none when nothing matches). */
export function routeMatches(location: Partial<Location> | string) {
  return matchRoutes(routes, location) ?? [];
}

/**
 * Loads the code of the pages at `location`; null when it has loaded already. A route table loaded
 * on the way (the back office's, routes.tsx) has other routes there: their pages load next.
 */
export function loadPagesAt(location: Partial<Location> | string): Promise<void> | null {
  const loading = loadPages(routeMatches(location).map((match) => match.route));
  if (!loading) return null;
  return loading.then(() => loadPagesAt(location) ?? undefined);
}

/** The page title at `location`: the deepest matched route's title after the tagline. */
export function titleAt(location: Partial<Location> | string): string {
  const pathname = typeof location === "string" ? location : (location.pathname ?? "/");
  return documentTitle(
    routeMatches(location).map((match) => ({ handle: match.route.handle })),
    languageOfPath(pathname),
  );
}

/** The app's pages for the router's location, with the document's title kept in step. */
export function RouteTree() {
  const location = useLocation();
  const title = useMemo(() => titleAt(location), [location]);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return useRoutes(routes, location);
}
