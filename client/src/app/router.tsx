// The browser's router (decision 0031): React Router in its declarative mode over the browser's
// history. A navigation loads the code of the pages it leads to first and then shows them in one
// transition, so the page a visitor leaves stays on screen (and the progress bar runs) until the next
// one is ready; scroll positions are kept per history entry. Declarative mode is about half the code
// of the data router, whose loaders and actions this app does not use.

import { languageOfPath } from "@shared/i18n/url-language";
import { type ReactNode, useLayoutEffect, useState, useTransition } from "react";
import {
  type Location,
  type NavigateOptions,
  type NavigationType,
  type Navigator,
  Router,
  type To,
  UNSAFE_createBrowserHistory,
} from "react-router";
import { localizeTo } from "./localize-to";
import { NavigatingContext } from "./navigating";
import { loadPagesAt } from "./route-tree";
import { restoreScroll, saveScroll, showingEntry } from "./scroll-positions";

const history = UNSAFE_createBrowserHistory({ v5Compat: true });

/** Set by a navigation made with `preventScrollReset` (a filter), read by the listener it causes. */
let keepScrollOnNext = false;

/**
 * React Router's navigation through the history, noting `preventScrollReset` on the way. Links and
 * navigations to "/cart" from an English page go to "/en/cart" (decision 0052): the pages name
 * their targets once, in the language-free form.
 */
const navigator: Navigator = {
  createHref: (to) => history.createHref(inPageLanguage(to)),
  createURL: (to) => history.createURL(inPageLanguage(to)),
  encodeLocation: (to) => history.encodeLocation(inPageLanguage(to)),
  go: (delta) => history.go(delta),
  push(to: To, state?: unknown, options?: NavigateOptions) {
    keepScrollOnNext = options?.preventScrollReset === true;
    history.push(inPageLanguage(to), state);
  },
  replace(to: To, state?: unknown, options?: NavigateOptions) {
    keepScrollOnNext = options?.preventScrollReset === true;
    history.replace(inPageLanguage(to), state);
  },
};

function inPageLanguage(to: To): To {
  return localizeTo(to, languageOfPath(history.location.pathname));
}

/**
 * Resolves once the first page's code has loaded (or failed to: its error boundary then shows the
 * failure), so the first render shows the page at once.
 */
export function routerReady(): Promise<void> {
  return (loadPagesAt(history.location) ?? Promise.resolve()).catch(() => {});
}

/** The location whose page is on screen (a navigation's target only once its page is shown). */
let committed: Location = history.location;

/** For code outside React (Apollo's links): the router's navigation and the page on screen. */
export const routerNavigation = {
  navigate(to: string, options?: { replace?: boolean; state?: unknown }): void {
    if (options?.replace) navigator.replace(to, options.state);
    else navigator.push(to, options?.state);
  },
  // The path of the page on screen, not of one still loading: its requests carry its realm's
  // credentials (/admin/* or the storefront).
  currentPath: (): string => `${committed.pathname}${committed.search}`,
};

interface RouterState {
  action: NavigationType;
  location: Location;
  /** The navigation asked to keep the scroll position (`preventScrollReset`). */
  keepScroll?: boolean;
}

export function AppRouter({ children }: { children: ReactNode }) {
  const [state, setState] = useState<RouterState>(() => ({
    action: history.action,
    location: history.location,
  }));
  const [loading, setLoading] = useState(false);
  const [rendering, startTransition] = useTransition();

  useLayoutEffect(() => {
    let latest = 0;
    const change = ({ action, location }: { action: NavigationType; location: Location }) => {
      const keepScroll = keepScrollOnNext;
      keepScrollOnNext = false;
      // The page being left is still on screen: remember where it was scrolled to.
      saveScroll(committed.key);
      const navigation = ++latest;
      const show = () => {
        if (navigation !== latest) return; // a later navigation supersedes this one
        startTransition(() => {
          setLoading(false);
          setState({ action, location, keepScroll });
        });
      };
      const pages = loadPagesAt(location);
      if (!pages) return show();
      setLoading(true);
      // A failed load shows the page anyway: its error boundary handles the failure.
      pages.then(show, show);
    };
    const unlisten = history.listen(change);
    // A change before this listened (back, or a redirect, while the first page rendered).
    if (history.location.key !== committed.key)
      change({ action: history.action, location: history.location });
    return () => {
      latest += 1; // a load still under way shows nothing
      unlisten();
    };
  }, []);

  return (
    <NavigatingContext value={loading || rendering}>
      <Router location={state.location} navigationType={state.action} navigator={navigator}>
        <ScrollOnNavigation {...state} />
        {children}
      </Router>
    </NavigatingContext>
  );
}

/** Whether the document's first page has been handled (module state: StrictMode runs effects twice). */
let firstPageHandled = false;

/**
 * As a browser does between documents: a new page starts at the top (or at its #fragment), and
 * going back or forward returns to where that entry was scrolled (to the top, or its #fragment,
 * when it was never scrolled). A navigation made with `preventScrollReset` (a filter in the query
 * string) keeps the place. Also marks the location as the one on screen.
 */
function ScrollOnNavigation({ action, location, keepScroll }: RouterState) {
  useLayoutEffect(() => {
    committed = location;
    const firstPage = !firstPageHandled;
    firstPageHandled = true;
    const target = location.hash ? elementForHash(location.hash) : null;
    if (action === "POP") {
      if (restoreScroll(location.key, firstPage)) return;
      // Never scrolled (or a new visit's first page, which the browser put at the top).
      if (target) target.scrollIntoView();
      else if (!firstPage) window.scrollTo(0, 0);
      return;
    }
    showingEntry(location.key);
    if (keepScroll) return;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [action, location, keepScroll]);
  return null;
}

function elementForHash(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // a malformed escape: no such element
  }
}
