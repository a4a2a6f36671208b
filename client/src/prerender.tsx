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
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { documentTitle } from "./app/document-title";
import { routes } from "./app/routes";
import { keepMenu } from "./domain/catalog/kept-menus";
import type { MenuPageQuery } from "./gql/graphql";

/** The pages rendered on the server: /menu without a filter only. */
export const PRERENDERED_PATH = "/menu";

export interface PrerenderedPage {
  /** The markup of `#root`. */
  markup: string;
  /** The document's title, as the app sets it for the page (app/root.tsx). */
  title: string;
}

/**
 * /menu showing `menu` (MenuPage's answer for no method), or null when the router does not render
 * a page there (a redirect or an error).
 */
export async function renderMenuPage(origin: string, menu: MenuPageQuery): Promise<PrerenderedPage | null> {
  keepMenu(null, menu);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(PRERENDERED_PATH, origin)));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // Nothing is asked while rendering: the menu comes from keepMenu, the rest renders its
  // signed-out, empty state.
  const client = new ApolloClient({ ssrMode: true, link: ApolloLink.empty(), cache: new InMemoryCache() });
  const markup = renderToString(
    <StrictMode>
      <ApolloProvider client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </ApolloProvider>
    </StrictMode>,
  );
  return {
    markup: disableUntilReady(markup),
    title: documentTitle(context.matches.map((match) => ({ handle: match.route.handle }))),
  };
}

/**
 * The server's markup has no event handlers: until the app has taken it over, its buttons and
 * fields are disabled (and marked, so that styles/base.css draws them as they will be), so that a
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
