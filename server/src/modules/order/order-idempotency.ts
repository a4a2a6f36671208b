// The client's key makes placing an order idempotent (decision 0004): the same caller's same
// submission within IDEMPOTENCY_WINDOW_MS answers with the order it placed; another submission
// under the same key is refused; an expired key is freed.
import type { PlaceOrder } from "../../../../shared/order.js";
import type { Viewer } from "../../context.js";
import { ValidationError } from "../../errors.js";
import type { PrismaClient } from "../../generated/prisma/client.js";
import { sha256 } from "./order-secrets.js";
import { type FullOrder, orderInclude } from "./order-statement.js";

const findByKey = (prisma: PrismaClient, keyHash: string) =>
  prisma.order.findUnique({ where: { idempotencyKey: keyHash }, include: orderInclude });

/** How long a key answers with its order (as payment processors keep theirs); later it is free again. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60_000;
export const KEY_REUSED =
  "この注文の送信キーは別の内容のご注文に使われています。画面を再読み込みしてもう一度お試しください";

/** A key belongs to its caller: a signed-in customer's keys are theirs alone. */
export function keyOwner(viewer: Viewer | null): string {
  if (viewer?.kind === "customer") return `customer:${viewer.customerId}`;
  if (viewer?.kind === "admin") return `admin:${viewer.administratorId}`;
  return "guest";
}

/** The submission apart from its key and the total it expects: the same key must mean the same order. */
export function fingerprintOf(input: PlaceOrder): string {
  const { idempotencyKey: _key, expectedTotal: _total, ...submission } = input;
  return sha256(JSON.stringify(submission, (_k, v) => (v === undefined ? null : v)));
}

/** The order a replayed key stands for, if it is the same caller's same submission within 24 h. */
export async function replayOf(
  prisma: PrismaClient,
  keyHash: string,
  fingerprint: string,
  now: Date,
): Promise<FullOrder | null> {
  const found = await findByKey(prisma, keyHash);
  if (!found) return null;
  if (now.getTime() - found.createdAt.getTime() > IDEMPOTENCY_WINDOW_MS) {
    // An expired key: free it (conditionally, so two racing requests both see it freed once).
    await prisma.order.updateMany({
      where: { id: found.id, idempotencyKey: keyHash },
      data: { idempotencyKey: null },
    });
    return null;
  }
  if (found.idempotencyFingerprint && found.idempotencyFingerprint !== fingerprint) {
    throw new ValidationError(KEY_REUSED, { idempotencyKey: [KEY_REUSED] });
  }
  return found;
}
