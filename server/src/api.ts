// Everything under /api: the spec's REST calls, each module contributing its routes.
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { type ContextDeps, createContext } from "./context.js";
import { BadRequestError } from "./errors.js";
import { catalogRoutes } from "./http/menu/menu-delivery.js";
import { adminAuthRoutes, administratorRoutes } from "./modules/administrators/administrators.rest.js";
import { auditRoutes } from "./modules/audit/audit.rest.js";
import { customerAuthRoutes } from "./modules/auth/auth.rest.js";
import { adminViewer } from "./modules/auth/viewer.js";
import { cartRoutes } from "./modules/cart/cart.rest.js";
import { categoryAdminRoutes } from "./modules/catalog-admin/category-admin.rest.js";
import { productAdminRoutes } from "./modules/catalog-admin/product-admin.rest.js";
import { toppingAdminRoutes } from "./modules/catalog-admin/topping-admin.rest.js";
import { contactRoutes } from "./modules/contact/contact.rest.js";
import { customerAdminRoutes } from "./modules/customer/customer-admin.rest.js";
import { lineRoutes } from "./modules/line/line.rest.js";
import { orderRoutes } from "./modules/order/order.rest.js";
import { orderBoardRoutes } from "./modules/order/order-board.rest.js";
import { shopOrderRoutes } from "./modules/order/shop-order.rest.js";
import { paymentRoutes } from "./modules/payment/payment.rest.js";
import { cloudPrntRoutes } from "./modules/printing/cloudprnt.rest.js";
import { provisionRoutes } from "./modules/provision/provision.rest.js";
import { restQuote } from "./modules/quote/quote.rest.js";
import { salesRoutes } from "./modules/sales/sales.rest.js";
import { deliveryAreaRoutes } from "./modules/settings/delivery-areas.rest.js";
import { provisionSettingRoutes } from "./modules/settings/provision-settings.rest.js";
import { taxRoutes } from "./modules/settings/tax.rest.js";
import { errorResponse, NOT_FOUND_MESSAGE, type RestEnv } from "./rest/rest.js";

const MAX_JSON_BODY = 1024 * 1024;
const NUL_IN_URL_MESSAGE = "URLに使用できない文字（NUL）が含まれています";
/**
 * Topping and product forms carry a photo of up to 5 MB (CATALOG_LIMITS): their bodies may be
 * larger, so that a photo slightly over the limit is answered with the field's 422 message.
 */
const MAX_UPLOAD_BODY = 8 * 1024 * 1024;
const UPLOAD_ROUTE = /^\/api\/admin\/(?:toppings|products)(?:\/[^/]+)?\/?$/;

export function createApiRoutes(deps: ContextDeps) {
  const api = new Hono<RestEnv>();
  const tooLarge = (c: Context) => c.json({ errors: ["送信されたデータが大きすぎます"] }, 413);
  const jsonLimit = bodyLimit({ maxSize: MAX_JSON_BODY, onError: tooLarge });
  const uploadLimit = bodyLimit({ maxSize: MAX_UPLOAD_BODY, onError: tooLarge });
  api.use((c, next) => (UPLOAD_ROUTE.test(c.req.path) ? uploadLimit(c, next) : jsonLimit(c, next)));
  api.use(async (c, next) => {
    // A NUL is never part of a valid id, code or query; refused before any route or database.
    if (/%00/i.test(c.req.url)) throw new BadRequestError(NUL_IN_URL_MESSAGE);
    await next();
  });
  api.use(async (c, next) => {
    c.set("ctx", await createContext(deps, { req: c.env.incoming, res: c.env.outgoing, transport: "http" }));
    await next();
  });
  // Every admin route needs an administrator, whatever the route itself checks.
  api.use("/admin/*", async (c, next) => {
    adminViewer(c.get("ctx"));
    await next();
  });
  api.route("/", catalogRoutes);
  api.route("/", categoryAdminRoutes);
  api.route("/", toppingAdminRoutes);
  api.route("/", productAdminRoutes);
  api.route("/", customerAuthRoutes);
  api.route("/", adminAuthRoutes);
  api.route("/", provisionRoutes);
  api.route("/", provisionSettingRoutes);
  api.route("/", taxRoutes);
  api.route("/", auditRoutes);
  api.route("/", deliveryAreaRoutes);
  api.route("/", customerAdminRoutes);
  api.route("/", contactRoutes);
  api.route("/", administratorRoutes);
  api.route("/", salesRoutes);
  api.route("/", orderRoutes);
  api.route("/", orderBoardRoutes);
  api.route("/", shopOrderRoutes);
  api.route("/", cartRoutes);
  api.route("/", paymentRoutes);
  api.route("/", cloudPrntRoutes);
  api.route("/", lineRoutes);
  api.notFound((c) => c.json({ errors: [NOT_FOUND_MESSAGE] }, 404));
  api.onError((error, c) => errorResponse(c, error, restQuote));
  return api;
}
