// A card order's hosted payment page (decision 0035): opened before the order is written, so a
// provider out of reach leaves nothing written; closed again when the order was not written.
import { logger } from "../../lib/log.js";
import type { PricedLine } from "../catalog/pricing.js";
import type { PaymentDraft } from "./order-statement.js";
import type { PaymentGateway } from "./payment-gateway.js";

interface CheckoutDeps {
  gateway: PaymentGateway;
  publicUrl: string;
}

/** The gateway's hosted page for an order about to be written: its lines and delivery fee as quoted. */
export async function openCheckout(
  deps: CheckoutDeps,
  order: {
    code: string;
    quote: { total: number; deliveryFee: number };
    lines: PricedLine[];
    email: string | null;
    keyHash: string;
    now: Date;
  },
): Promise<PaymentDraft> {
  const checkoutLines = order.lines.map((line) => ({
    name: [
      line.optionName ? `${line.productName}（${line.optionName}）` : line.productName,
      ...line.toppings.map((t) => t.toppingName),
    ].join("＋"),
    unitAmount: line.unitAmount,
    quantity: line.quantity,
  }));
  if (order.quote.deliveryFee > 0)
    checkoutLines.push({ name: "配達料", unitAmount: order.quote.deliveryFee, quantity: 1 });
  const opened = await deps.gateway.open({
    code: order.code,
    total: order.quote.total,
    lines: checkoutLines,
    email: order.email,
    idempotencyKey: `checkout:${order.keyHash}:${order.code}`,
    publicUrl: deps.publicUrl,
    now: order.now,
  });
  return { gateway: deps.gateway.name, amount: order.quote.total, ...opened };
}

/** A page opened for an order that was not written (slot full, replay): closed, best effort. */
export function abandonCheckout(deps: CheckoutDeps, trackingId: string): void {
  if (deps.gateway.name === "sandbox") return;
  deps.gateway.expire(trackingId).catch((error: unknown) => {
    logger.error({ err: error }, `[payment] could not close the unused checkout ${trackingId}`);
  });
}
