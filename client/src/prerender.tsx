// The server's entry into the client (decision 0029): /menu's HTML rendered in Node from the same
// routes and components the browser runs, with the menu the server answers the page's first query
// with. Built by `npm run build` into dist/prerender/ (scripts/build-client.mjs) and loaded by the
// server on the first /menu it sends (server/src/http/prerendered-menu.ts).
//
// What it renders is what a visitor without a session sees before the scripts run: the header
// signed out with an empty cart, the filter tabs on 「すべて」, every card. The browser then renders
// the same page over it (client/src/main.tsx), with the same menu, in one commit.
import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import type { Language } from "@shared/i18n/language-codes";
import { localizeHref } from "@shared/i18n/url-language";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createPath, type Navigator, parsePath, Router } from "react-router";
import { loadPagesAt, RouteTree, routeMatches, titleAt } from "./app/route-tree";
import { keepMenu } from "./domain/catalog/kept-menus";
import type { MenuPageQuery } from "./gql/graphql";
import { loadMessages } from "./lib/i18n";

/** The pages rendered on the server: /menu without a filter only (and /en/menu, /zh/menu, /ko/menu). */
export const PRERENDERED_PATH = "/menu";

export interface PrerenderedPage {
  /** The markup of `#root`. */
  markup: string;
  /** The document's title, as the app sets it for the page (app/root.tsx). */
  title: string;
}

/**
 * /menu showing `menu` (MenuPage's answer for no method), or null when the routes have no menu page
 * there.
 */
export async function renderMenuPage(
  menu: MenuPageQuery,
  language: Language = "ja",
): Promise<PrerenderedPage | null> {
  const path = localizeHref(PRERENDERED_PATH, language);
  if (routeMatches(path).at(-1)?.route.path !== "menu") return null;
  keepMenu(null, menu);
  // Every page's code and the language's texts are loaded first, so nothing suspends while rendering.
  await Promise.all([loadPagesAt(path), loadMessages(language)]);
  // Nothing is asked while rendering: the menu comes from keepMenu, the rest renders its
  // signed-out, empty state.
  const client = new ApolloClient({ ssrMode: true, link: ApolloLink.empty(), cache: new InMemoryCache() });
  const markup = renderToString(
    <StrictMode>
      <ApolloProvider client={client}>
        <Router location={path} navigator={staticNavigator(language)} static>
          <RouteTree />
        </Router>
      </ApolloProvider>
    </StrictMode>,
  );
  return { markup: disableUntilReady(markup), title: titleAt(path) };
}

/**
 * StaticRouter's navigator, with the browser's rule for links (app/router.tsx): a link to "/cart"
 * from /en/menu is "/en/cart". A rendered page never navigates.
 */
const staticNavigator = (language: Language): Navigator => ({
  createHref: (to) => localizeHref(typeof to === "string" ? to : createPath(to), language),
  encodeLocation: (to) => parsePath(typeof to === "string" ? to : createPath(to)) as never,
  go: () => {
    throw new Error("A prerendered page does not navigate");
  },
  push: () => {
    throw new Error("A prerendered page does not navigate");
  },
  replace: () => {
    throw new Error("A prerendered page does not navigate");
  },
});

/**
 * The server's markup has no event handlers: until the app has taken it over, its buttons and
 * fields are disabled (and marked, so that styles/base-states.css draws them as they will be), so that a
 * tap or a tick is not silently lost; links work as plain links. One disabled already (品切れ) is
 * left as it is. React escapes `<` and `>` in text and attributes, so every `<button` in its output
 * is an element and `[^>]*` stays within its tag.
 */
export function disableUntilReady(markup: string): string {
  return markup.replace(
    /<(button|input|select|textarea)(?=[\s>])(?![^>]*\sdisabled="")/g,
    "<$1 disabled data-until-ready",
  );
}
