import { pageTitle } from "@shared/constants";
import type { RouteHandle } from "./route-handle";

/** The page's title: the deepest matched route's `handle.title` after the tagline. */
export function documentTitle(matches: ReadonlyArray<{ handle?: unknown }>): string {
  const title = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter((t): t is string => Boolean(t))
    .at(-1);
  return pageTitle(title);
}
