// "The catalog changed": published after every committed catalog write (categories, products,
// options, toppings, sold-out marks, images). Two listeners:
// - every app instance empties its menu cache when it hears it (app.ts), so with REDIS_URL set a
//   write on one instance is seen by all of them at once, not after the cache's 30 s TTL;
// - storefronts subscribe (`catalogChanged`) and refetch the menu, so a price or 品切れ shows
//   within a second without a reload.
// The payload is plain JSON (it crosses processes through Redis) and carries no catalog data:
// subscribers read the menu again through the ordinary queries.
import { randomUUID } from "node:crypto";
import type { PubSub } from "graphql-yoga";
import type { PrismaClient } from "../../generated/prisma/client.js";
import { logger } from "../../lib/log.js";
import { invalidateCatalog } from "../../lib/shop-cache.js";
import { RECEPTION_CHANGED, type SettingsEventTopics } from "../settings/settings-events.js";

export const CATALOG_CHANGED = "catalog:changed";

export interface CatalogChangedPayload {
  id: string;
  /**
   * What changed, e.g. "product" with its id; for logs and clients that care. "listening" is never
   * published: it is the first event of every `catalogChanged` subscription (graphql/listening.ts).
   */
  kind: "category" | "product" | "topping" | "soldOut" | "settings" | "listening";
  entityId: number | null;
  at: string;
}

export type CatalogEventTopics = {
  [CATALOG_CHANGED]: [CatalogChangedPayload];
};

export type CatalogEventPubSub = Pick<PubSub<CatalogEventTopics>, "publish">;

/**
 * After the commit: empties this instance's menu cache at once, then tells every instance and
 * storefront. Never fails the write that caused it.
 */
export function catalogChanged(
  deps: { prisma: PrismaClient; pubsub?: CatalogEventPubSub },
  kind: CatalogChangedPayload["kind"],
  entityId: number | null = null,
): void {
  invalidateCatalog(deps.prisma);
  if (!deps.pubsub) return;
  try {
    deps.pubsub.publish(CATALOG_CHANGED, {
      id: randomUUID(),
      kind,
      entityId,
      at: new Date().toISOString(),
    });
  } catch (error) {
    logger.error({ err: error }, `[catalog] could not publish a ${kind} change`);
  }
}

/**
 * Empties `prisma`'s menu cache whenever any instance publishes a catalog change or a reception
 * change (opening hours, pauses, closed days: orders read those rules from the cache, decision
 * 0023). Returns a stop function for shutdown.
 */
export function listenForCatalogChanges(
  pubsub: Pick<PubSub<CatalogEventTopics & SettingsEventTopics>, "subscribe">,
  prisma: PrismaClient,
): () => Promise<void> {
  const streams = [pubsub.subscribe(CATALOG_CHANGED), pubsub.subscribe(RECEPTION_CHANGED)];
  const done = streams.map((events) =>
    (async () => {
      for await (const _event of events) invalidateCatalog(prisma);
    })().catch((error) => logger.error({ err: error }, "[catalog] change listener stopped")),
  );
  return async () => {
    await Promise.all(streams.map((events) => events.return?.()));
    await Promise.all(done);
  };
}
