// `catalogChanged`: open storefronts hear that the menu changed (a price, 品切れ, a product
// shown or hidden) and read it again, so nobody has to reload the page. Public: the event says
// only that something changed; what a subscriber may see is decided by the menu query it reruns.
import { randomUUID } from "node:crypto";
import { builder } from "../../builder.js";
import { afterListening } from "../../graphql/listening.js";
import { CATALOG_CHANGED, type CatalogChangedPayload } from "./catalog-events.js";

const CatalogChange = builder.objectRef<CatalogChangedPayload>("CatalogChange").implement({
  description: "The menu changed; read it again",
  fields: (t) => ({
    id: t.exposeID("id", { description: "Unique per event" }),
    kind: t.exposeString("kind", {
      description:
        "category, product, topping, soldOut or settings; listening: the first event, sent once the subscription listens (read the menu again: what changed before is in it)",
    }),
    at: t.field({ type: "DateTime", resolve: (e) => new Date(e.at) }),
  }),
});

builder.subscriptionFields((t) => ({
  catalogChanged: t.field({
    type: CatalogChange,
    description:
      "Every catalog change (public): the storefront refetches its menu. The first event (kind listening) comes once the subscription listens",
    // Decision 0063: a storefront that read its menu before it listened reads it again on the
    // first event, so a change made in between is not missed.
    subscribe: (_root, _args, ctx) =>
      afterListening(
        ctx.pubsub.subscribe(CATALOG_CHANGED),
        (): CatalogChangedPayload => ({
          id: randomUUID(),
          kind: "listening",
          entityId: null,
          at: new Date().toISOString(),
        }),
      ),
    resolve: (event) => event,
  }),
}));
