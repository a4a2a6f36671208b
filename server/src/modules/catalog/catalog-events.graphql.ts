// `catalogChanged`: open storefronts hear that the menu changed (a price, 品切れ, a product
// shown or hidden) and read it again, so nobody has to reload the page. Public: the event says
// only that something changed; what a subscriber may see is decided by the menu query it reruns.
import { builder } from "../../builder.js";
import { CATALOG_CHANGED, type CatalogChangedPayload } from "./catalog-events.js";

const CatalogChange = builder.objectRef<CatalogChangedPayload>("CatalogChange").implement({
  description: "The menu changed; read it again",
  fields: (t) => ({
    id: t.exposeID("id", { description: "Unique per event" }),
    kind: t.exposeString("kind", { description: "category, product, topping, soldOut or settings" }),
    at: t.field({ type: "DateTime", resolve: (e) => new Date(e.at) }),
  }),
});

builder.subscriptionFields((t) => ({
  catalogChanged: t.field({
    type: CatalogChange,
    description: "Every catalog change (public): the storefront refetches its menu",
    subscribe: (_root, _args, ctx) => ctx.pubsub.subscribe(CATALOG_CHANGED),
    resolve: (event) => event,
  }),
}));
