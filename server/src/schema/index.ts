import { builder } from "../builder.js";
import "../modules/common/errors.graphql.js";
import "../modules/catalog/catalog.graphql.js";
import "../modules/auth/auth.graphql.js";
import "../modules/quote/quote.graphql.js";
import "../modules/order/order.graphql.js";
import "../modules/order/shop-order.graphql.js";
import "../modules/payment/payment.graphql.js";
import "../modules/order/order-board.graphql.js";
import "../modules/order/order-events.graphql.js";
import "../modules/cart/cart.graphql.js";
import "../modules/provision/provision.graphql.js";
import "../modules/address/address.graphql.js";

export const schema = builder.toSchema();
