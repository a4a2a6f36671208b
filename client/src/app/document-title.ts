import { pageTitle } from "@shared/constants";
import type { Language } from "@shared/i18n/language-codes";
import { plainMessage } from "../lib/i18n";
import type { RouteHandle } from "./route-handle";

/**
 * The page's title: the deepest matched route's `handle.title` after the tagline; on a page in
 * another language, both from its catalogue (decision 0052).
 */
export function documentTitle(
  matches: ReadonlyArray<{ handle?: unknown }>,
  language: Language = "ja",
): string {
  const handle = matches
    .map((match) => match.handle as RouteHandle | undefined)
    .filter((h): h is RouteHandle => Boolean(h?.title))
    .at(-1);
  if (language === "ja") return pageTitle(handle?.title);
  const tagline = plainMessage(language, "title.tagline");
  const title = handle?.titleKey ? plainMessage(language, handle.titleKey) : handle?.title;
  if (!tagline) return pageTitle(handle?.title);
  return title ? `${title} | ${tagline}` : tagline;
}
