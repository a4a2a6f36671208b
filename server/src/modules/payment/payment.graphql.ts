// Card payments over GraphQL: the confirmation when the customer's browser returns from the
// gateway's page (the same service as PUT /api/orders/confirmation).
import { builder } from "../../builder.js";
import { ForbiddenError, NotFoundError, ValidationError } from "../../errors.js";
import { Order } from "../order/order.graphql.js";
import { orderDeps } from "../order/order-answer.js";
import { confirmPayment, type PaymentConfirmation } from "./payment.service.js";

const PaymentConfirmationType = builder.objectRef<PaymentConfirmation>("PaymentConfirmation").implement({
  fields: (t) => ({
    order: t.field({ type: Order, resolve: (p) => p.order }),
    paid: t.exposeBoolean("paid"),
    message: t.exposeString("message"),
  }),
});

builder.mutationFields((t) => ({
  confirmPayment: t.field({
    type: PaymentConfirmationType,
    description: "After the payment page: the values of /confirm/purchase's query string",
    errors: { types: [ValidationError, ForbiddenError, NotFoundError] },
    args: {
      code: t.arg.string({ required: true }),
      trackingId: t.arg.string({ required: true }),
      amount: t.arg.int({ required: true }),
      result: t.arg.string({ required: true }),
      signature: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => confirmPayment(orderDeps(ctx), args),
  }),
}));
