// The one door to the menu's delivery (decisions 0023, 0025, 0029): everything else in the server
// imports this file only, never the files beside it, so the request-symbol hand-off between the
// fast path and the GraphQL plugin (FAST_GRAPHQL_KEY) and the REST bytes' key (restBytesKey) stay
// private to this folder (menu-delivery.test.ts checks the imports). Three places take part:
//   - yoga's plugin list: `menuResponseCache` answers the menu query from the menu cache;
//   - the REST routes under /api: `catalogRoutes` (POST /api/products), which store their bytes;
//   - the app's node:http handler and its page routes: `menuDelivery(...)`, below.
// The four caches (GraphQL answers, REST bytes, the prerendered page, the lead image) all live in
// the shop cache (lib/shop-cache.ts): per app, per Tokyo day, emptied by catalog and settings writes.
import type { IncomingMessage, ServerResponse } from "node:http";
import { LANGUAGE_HEADER, type Language } from "../../../../shared/i18n/languages.js";
import { splitLanguage } from "../../../../shared/i18n/url-language.js";
import type { PrismaClient } from "../../generated/prisma/client.js";
import type { EncodedBody } from "../content-encoding.js";
import { type Continue, menuFastPath } from "./menu-fast-path.js";
import { leadImageLink, menuLeadImage } from "./menu-lead-image.js";
import { prerenderedMenu } from "./prerendered-menu.js";
import { restMenuMethod } from "./products.rest.js";

export { menuResponseCache } from "./menu-response-cache.js";
export { catalogRoutes } from "./products.rest.js";

/** The app's own GraphQL server, as far as the prerendered page asks it. */
interface GraphQLFetch {
  graphqlEndpoint: string;
  fetch(url: string, init: RequestInit): Response | Promise<Response>;
}

export interface MenuDeliveryOptions {
  prisma: PrismaClient;
  yoga: GraphQLFetch;
  clientDistDir: string;
}

export interface MenuDelivery {
  /**
   * Answers a menu request the cache has answered before, ahead of yoga and Hono (decision 0023):
   * true when it has taken the request (answered, or passed on to `next` once the body is read).
   */
  fastPath(req: IncomingMessage, res: ServerResponse, pathname: string, next: Continue): boolean;
  /** For clientRoutes: /menu's first photo as a Link preload header (decision 0025). */
  pageLink(pathname: string, search: string): Promise<string | undefined>;
  /** For clientRoutes: /menu with its menu already rendered (decision 0029). */
  pageHtml(pathname: string, search: string): Promise<EncodedBody | undefined>;
}

/** /menu without a filter: the page whose first photo and rendered menu the server knows. */
const isPlainMenu = (pathname: string, search: string) => /^\/menu\/?$/.test(pathname) && !search;

export function menuDelivery({ prisma, yoga, clientDistDir }: MenuDeliveryOptions): MenuDelivery {
  const menuPage = prerenderedMenu({
    prisma,
    clientDistDir,
    graphql: (body: string, language: Language) =>
      Promise.resolve(
        yoga.fetch(`http://localhost${yoga.graphqlEndpoint}`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            [LANGUAGE_HEADER]: language,
          },
          body,
        }),
      ),
  });
  return {
    fastPath: menuFastPath(prisma, restMenuMethod),
    pageLink: async (pathname, search) => {
      if (!isPlainMenu(splitLanguage(pathname).path, search)) return undefined;
      const image = await menuLeadImage(prisma);
      return image ? leadImageLink(image) : undefined;
    },
    pageHtml: (pathname, search) => {
      const { language, path } = splitLanguage(pathname);
      return isPlainMenu(path, search) ? menuPage(language) : Promise.resolve(undefined);
    },
  };
}
