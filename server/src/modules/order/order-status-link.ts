// The status link in every order mail: /order/status/{code}?secret=… opens that one order, live,
// on any device. The secret is random and stored; the first mail that needs it sets it, and a
// concurrent writer's value wins so every mail carries the same link.
import type { Prisma } from "../../generated/prisma/client.js";
import { newStatusSecret } from "./order-secrets.js";

export function statusUrl(publicUrl: string, code: string, secret: string): string {
  return `${publicUrl}/order/status/${code}?secret=${encodeURIComponent(secret)}`;
}

/** `prisma` may be a transaction: the mail that carries the link is queued in the same one. */
export async function statusSecretOf(prisma: Prisma.TransactionClient, orderId: number): Promise<string> {
  await prisma.order.updateMany({
    where: { id: orderId, statusSecret: null },
    data: { statusSecret: newStatusSecret() },
  });
  const { statusSecret } = await prisma.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { statusSecret: true },
  });
  return statusSecret ?? "";
}

export async function statusLink(
  deps: { prisma: Prisma.TransactionClient; publicUrl: string },
  order: { id: number; code: string },
): Promise<string> {
  return statusUrl(deps.publicUrl, order.code, await statusSecretOf(deps.prisma, order.id));
}
