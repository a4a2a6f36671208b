// The spec's order calls: POST /api/orders, PUT /api/orders/confirmation, PUT /api/orders/{id}/arrival,
// GET /api/customers/{id}/past. Same services as GraphQL; snake_case in and out.
import { Hono } from "hono";
import { NotFoundError } from "../../errors.js";
import { type RestEnv, readJson } from "../../rest/rest.js";
import { customerViewer } from "../auth/viewer.js";
import { markArrived, myOrders, ORDER_NOT_FOUND, orderKey } from "./order-access.js";
import { orderDeps } from "./order-answer.js";
import { orderTaxLines } from "./order-format.js";
import { placeSpecDraft } from "./order-spec-draft.js";
import type { FullOrder } from "./order-statement.js";
import { restStatus, statusLabel } from "./order-status.js";

const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const RENAMED: Record<string, string> = {
  provisionMethod: "method",
  receivingTime: "slotStartsAt",
  info: "note",
  totalPrice: "expectedTotal",
  orderDetails: "items",
};
const upper = (v: unknown) => (typeof v === "string" ? v.toUpperCase() : v);

function camelize(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [RENAMED[camel(k)] ?? camel(k), v]));
}

/** The spec's order draft (snake_case, isTakeout / credit flags) as placeOrder input. */
export function orderInputFromRest(body: Record<string, unknown>): Record<string, unknown> {
  const source = (typeof body.order === "object" && body.order !== null ? body.order : body) as Record<
    string,
    unknown
  >;
  const input = camelize(source);
  if (input.method === undefined && typeof input.isTakeout === "boolean") {
    input.method = input.isTakeout ? "TAKEOUT" : "DELIVERY";
  }
  if (input.paymentMethod === undefined && typeof input.credit === "boolean") {
    input.paymentMethod = input.credit ? "CARD" : "AT_SHOP";
  }
  input.method = upper(input.method);
  input.paymentMethod = upper(input.paymentMethod);
  if (Array.isArray(input.items)) {
    input.items = input.items.map((item) =>
      typeof item === "object" && item !== null ? camelize(item as Record<string, unknown>) : item,
    );
  }
  return input;
}

export function restOrder(order: FullOrder) {
  return {
    id: order.id,
    code: order.code,
    // The five values REST has always answered; the precise state (READY, OUT_FOR_DELIVERY) in status_detail.
    status: restStatus(order.status),
    status_detail: order.status,
    status_label: statusLabel(order.status, order.method),
    channel: order.channel,
    locale: order.locale,
    shop_kind: order.shopKind,
    shop_payment: order.shopPayment,
    provision_method: order.method.toLowerCase(),
    payment_method: order.paymentMethod.toLowerCase(),
    payment_status: order.paymentStatus,
    sbpayment_tracking_id: order.payments[0]?.trackingId ?? null,
    receiving_time: order.slotStartsAt.toISOString(),
    receiving_end_time: order.slotEndsAt.toISOString(),
    delay_minutes: order.delayMinutes,
    delay_notified_at: order.delayNotifiedAt?.toISOString() ?? null,
    last_name: order.lastName,
    first_name: order.firstName,
    last_name_kana: order.lastNameKana,
    first_name_kana: order.firstNameKana,
    email: order.email,
    tel: order.tel,
    postal_code: order.postalCode,
    prefecture_id: order.prefectureId,
    address1: order.address1,
    address2: order.address2,
    shipping_last_name: order.shippingLastName,
    shipping_first_name: order.shippingFirstName,
    shipping_tel: order.shippingTel,
    shipping_postal_code: order.shippingPostalCode,
    shipping_prefecture_id: order.shippingPrefectureId,
    shipping_address1: order.shippingAddress1,
    shipping_address2: order.shippingAddress2,
    is_receipt: order.isReceipt,
    receipt_name: order.receiptName,
    invoice_registration_number: order.invoiceRegistrationNumber,
    use_car: order.useCar,
    car_color: order.carColor,
    car_number: order.carNumber,
    info: order.note,
    subtotal_price: order.itemsTotal,
    shipping_price: order.deliveryFee,
    tax_total: order.taxTotal,
    total_price: order.total,
    taxes: orderTaxLines(order),
    order_details: order.items.map((item) => ({
      id: item.id,
      product_id: item.productId,
      name: item.productName,
      product_option_id: item.productOptionId,
      option_name: item.optionName,
      unit_price: item.unitPrice,
      toppings_price: item.toppingsPrice,
      quantity: item.quantity,
      tax_rate: item.taxRate,
      line_total: item.lineTotal,
      unit_price_with_tax: item.unitAmount,
      total_price: item.amount,
      toppings: item.toppings.map((t) => ({
        topping_option_id: t.toppingOptionId,
        name: t.toppingName,
        option_name: t.optionName,
        price: t.price,
        price_with_tax: t.priceWithTax,
      })),
    })),
    arrived_at: order.arrivedAt?.toISOString() ?? null,
    paid_at: order.paidAt?.toISOString() ?? null,
    print_count: order.printCount,
    printed_at: order.printedAt?.toISOString() ?? null,
    ready_at: order.readyAt?.toISOString() ?? null,
    out_for_delivery_at: order.outForDeliveryAt?.toISOString() ?? null,
    provided_at: order.providedAt?.toISOString() ?? null,
    cancelled_at: order.cancelledAt?.toISOString() ?? null,
    cancel_reason: order.cancelReason,
    cancel_note: order.cancelNote,
    created_at: order.createdAt.toISOString(),
  };
}

const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

export const orderRoutes = new Hono<RestEnv>()
  .post("/orders", async (c) => {
    const ctx = c.get("ctx");
    const draft = orderInputFromRest(await readJson(c));
    // The language ordered in: the body's `locale`, else the page's (X-Shop-Lang; decision 0053).
    const placed = await placeSpecDraft(
      orderDeps(ctx),
      ctx.viewer,
      { ...draft, locale: draft.locale ?? ctx.language },
      c.req.header("idempotency-key"),
    );
    return c.json(
      {
        order: restOrder(placed.order),
        payment_url: placed.paymentUrl,
        arrival_secret: placed.arrivalSecret,
      },
      201,
    );
  })
  .put("/orders/:id/arrival", async (c) => {
    const body = await readJson(c);
    const secret = c.req.header("x-arrival-secret") ?? str(body.secret);
    const order = await markArrived(c.get("ctx"), orderKey(c.req.param("id")), secret);
    return c.json({ order: restOrder(order) });
  })
  .get("/customers/:id/past", async (c) => {
    const ctx = c.get("ctx");
    const viewer = customerViewer(ctx);
    // Another customer's history does not exist as far as this customer can tell.
    if (c.req.param("id") !== String(viewer.customerId)) throw new NotFoundError(ORDER_NOT_FOUND);
    const num = (name: string) => (c.req.query(name) === undefined ? undefined : Number(c.req.query(name)));
    const { orders, totalCount, page, perPage } = await myOrders(
      ctx.prisma,
      viewer.customerId,
      { page: num("page"), perPage: num("per_page") },
      {
        include: {
          items: { orderBy: { id: "asc" }, include: { toppings: { orderBy: { id: "asc" } } } },
          payments: { orderBy: { id: "desc" } },
        },
      },
    );
    return c.json({ orders: orders.map(restOrder), total_count: totalCount, page, per_page: perPage });
  });
