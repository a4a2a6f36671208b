// The spec's order draft as its client sends it (POST /api/orders): no idempotency key (the draft's
// `code` or an Idempotency-Key header stands for it, scoped to the customer or the e-mail so that
// another person's code never answers their order), no items (a signed-in customer's server cart)
// and no total (then the server's own price is the total: the customer accepts what the
// confirmation shows). The order is priced once, by placing it (PlaceOptions.acceptQuote).
import { randomUUID } from "node:crypto";
import { quoteSchema } from "../../../../shared/order.js";
import type { Viewer } from "../../context.js";
import { getCart } from "../cart/cart.service.js";
import { placeOrder } from "./order.service.js";
import type { OrderDeps, PlacedOrder } from "./order-answer.js";
import { sha256 } from "./order-secrets.js";

const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

/** `draft`: the spec's fields already named as placeOrder names them (order.rest.ts maps them). */
export async function placeSpecDraft(
  deps: OrderDeps,
  viewer: Viewer | null,
  draft: Record<string, unknown>,
  headerKey: string | undefined,
  now = new Date(),
): Promise<PlacedOrder> {
  const input = { ...draft };
  if (input.idempotencyKey === undefined) {
    const given = headerKey?.trim() || (typeof input.code === "string" ? input.code.trim() : "");
    const owner = viewer?.kind === "customer" ? `customer:${viewer.customerId}` : `guest:${str(input.email)}`;
    input.idempotencyKey = given && given.length <= 200 ? sha256(`${owner}\n${given}`) : randomUUID();
  }
  delete input.code;
  if (input.items === undefined && viewer?.kind === "customer") {
    const cart = await getCart(deps.prisma, viewer.customerId);
    input.items = cart.lines.map((l) => ({
      productId: l.productId,
      productOptionId: l.productOptionId,
      toppingOptionIds: l.toppingOptionIds,
      quantity: l.quantity,
    }));
  }
  // No total: the server's price is accepted, when the items could be priced at all (otherwise the
  // missing total is reported with the draft's other problems, as a quote of them would fail).
  const acceptQuote =
    input.expectedTotal === undefined &&
    Array.isArray(input.items) &&
    input.items.length > 0 &&
    quoteSchema.safeParse(quoteInputOf(input)).success;
  if (acceptQuote) input.expectedTotal = 0; // not compared (acceptQuote)
  return placeOrder(deps, viewer, input, now, { acceptQuote });
}

/** The draft's fields a quote reads: the address is the recipient's on a delivery to someone else. */
function quoteInputOf(input: Record<string, unknown>) {
  const shipping = input.isShipping === true;
  return {
    items: input.items,
    method: input.method,
    slotStartsAt: input.slotStartsAt,
    postalCode: shipping ? input.shippingPostalCode : input.postalCode,
    prefectureId: shipping ? input.shippingPrefectureId : input.prefectureId,
    address1: shipping ? input.shippingAddress1 : input.address1,
  };
}
