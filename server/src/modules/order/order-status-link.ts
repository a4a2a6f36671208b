// The status link in every order mail: /order/status/{code}?secret=… opens that one order, live,
// on any device. The secret is random and stored; the first mail that needs it sets it, and a
// concurrent writer's value wins so every mail carries the same link.
import type { PrismaClient } from "../../generated/prisma/client.js";
import { newStatusSecret } from "./order-secrets.js";

export function statusUrl(publicUrl: string, code: string, secret: string): string {
  return `${publicUrl}/order/status/${code}?secret=${encodeURIComponent(secret)}`;
}

export async function statusSecretOf(prisma: PrismaClient, orderId: number): Promise<string> {
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
  deps: { prisma: PrismaClient; publicUrl: string },
  order: { id: number; code: string },
): Promise<string> {
  return statusUrl(deps.publicUrl, order.code, await statusSecretOf(deps.prisma, order.id));
}
