// Everything under /api: the spec's REST calls, each module contributing its routes.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { type ContextDeps, createContext } from "../context.js";
import { adminAuthRoutes, customerAuthRoutes } from "../modules/auth/auth.rest.js";
import { adminViewer } from "../modules/auth/viewer.js";
import { cartRoutes } from "../modules/cart/cart.rest.js";
import { catalogRoutes } from "../modules/catalog/catalog.rest.js";
import { orderRoutes } from "../modules/order/order.rest.js";
import { orderBoardRoutes } from "../modules/order/order-board.rest.js";
import { shopOrderRoutes } from "../modules/order/shop-order.rest.js";
import { paymentRoutes } from "../modules/payment/payment.rest.js";
import { provisionRoutes } from "../modules/provision/provision.rest.js";
import { errorResponse, NOT_FOUND_MESSAGE, type RestEnv } from "./rest.js";

const MAX_JSON_BODY = 1024 * 1024;

export function createApiRoutes(deps: ContextDeps) {
  const api = new Hono<RestEnv>();
  api.use(
    bodyLimit({
      maxSize: MAX_JSON_BODY,
      onError: (c) => c.json({ errors: ["送信されたデータが大きすぎます"] }, 413),
    }),
  );
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
  api.route("/", customerAuthRoutes);
  api.route("/", adminAuthRoutes);
  api.route("/", provisionRoutes);
  api.route("/", orderRoutes);
  api.route("/", orderBoardRoutes);
  api.route("/", shopOrderRoutes);
  api.route("/", cartRoutes);
  api.route("/", paymentRoutes);
  api.notFound((c) => c.json({ errors: [NOT_FOUND_MESSAGE] }, 404));
  api.onError((error, c) => errorResponse(c, error));
  return api;
}
