import { builder } from "../builder.js";
import "../modules/common/errors.graphql.js";
import "../modules/catalog/catalog.graphql.js";
import "../modules/auth/auth.graphql.js";
import "../modules/order/order.graphql.js";
import "../modules/order/order-board.graphql.js";
import "../modules/order/order-events.graphql.js";
import "../modules/cart/cart.graphql.js";
import "../modules/provision/provision.graphql.js";
import "../modules/address/address.graphql.js";
import "../modules/settings/provision-settings.graphql.js";
import "../modules/settings/reception-control.graphql.js";
import "../modules/settings/tax.graphql.js";
import "../modules/settings/delivery-areas.graphql.js";
import "../modules/settings/administrators.graphql.js";
import "../modules/customer/customer-admin.graphql.js";
import "../modules/contact/contact.graphql.js";

export const schema = builder.toSchema();
