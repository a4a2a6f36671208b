// "The shop's reception changed" (hours, closed dates, pause, busy mode, delivery areas): every
// open storefront and board re-reads the reception states. Payloads are plain JSON (Redis).
import type { PubSub } from "graphql-yoga";
import type { ProvisionMethod } from "../../generated/prisma/client.js";
import { logger } from "../../lib/log.js";

export const RECEPTION_CHANGED = "settings:reception-changed";

export interface ReceptionChangedPayload {
  method: ProvisionMethod | null;
  /** ISO instant. */
  at: string;
}

export type SettingsEventTopics = { [RECEPTION_CHANGED]: [ReceptionChangedPayload] };

export function publishReceptionChanged(
  pubsub: Pick<PubSub<SettingsEventTopics>, "publish"> | undefined,
  method: ProvisionMethod | null,
  at = new Date(),
): void {
  if (!pubsub) return;
  try {
    pubsub.publish(RECEPTION_CHANGED, { method, at: at.toISOString() });
  } catch (error) {
    logger.error({ err: error }, "[settings] could not publish a reception change");
  }
}
