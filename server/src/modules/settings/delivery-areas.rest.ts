// Delivery areas for the back office under /api/admin/delivery_areas (not in the spec's list;
// shaped like its categories calls): GET, POST {delivery_area}, PUT /{id} {delivery_area},
// DELETE /{id}. The public list stays GET /api/delivery_areas (provision.rest.ts).
import { Hono } from "hono";
import { withTax } from "../../../../shared/pricing.js";
import { ValidationError } from "../../errors.js";
import type { DeliveryArea } from "../../generated/prisma/client.js";
import { type RestContext, type RestEnv, readJson } from "../../rest/rest.js";
import {
  createDeliveryArea,
  deleteDeliveryArea,
  findDeliveryArea,
  listAllDeliveryAreas,
  updateDeliveryArea,
} from "./delivery-areas.service.js";
import { ratesInForce } from "./tax.service.js";

function restArea(area: DeliveryArea, standardRate: number) {
  return {
    id: area.id,
    name: area.name,
    postal_codes: area.postalCodes,
    towns: area.towns,
    fee: area.fee,
    fee_with_tax: withTax(area.fee, standardRate),
    minimum_order: area.minimumOrder,
    is_active: area.isActive,
    position: area.position,
  };
}

async function areaInput(c: RestContext) {
  const body = (await readJson(c)).delivery_area;
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new ValidationError("delivery_area を送信してください", {
      deliveryArea: ["delivery_area を送信してください"],
    });
  }
  const a = body as Record<string, unknown>;
  const input: Record<string, unknown> = {
    name: a.name,
    postalCodes: a.postal_codes,
    towns: a.towns,
    fee: a.fee,
    minimumOrder: a.minimum_order,
    isActive: a.is_active,
    position: a.position,
  };
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null));
}

const idOf = async (c: RestContext) =>
  (await findDeliveryArea(c.get("ctx").prisma, c.req.param("id") ?? "")).id;
const standard = async (c: RestContext) => (await ratesInForce(c.get("ctx").prisma)).STANDARD;

export const deliveryAreaRoutes = new Hono<RestEnv>()
  .get("/admin/delivery_areas", async (c) => {
    const [areas, rate] = await Promise.all([listAllDeliveryAreas(c.get("ctx").prisma), standard(c)]);
    return c.json({ delivery_areas: areas.map((a) => restArea(a, rate)) });
  })
  .post("/admin/delivery_areas", async (c) => {
    const area = await createDeliveryArea(c.get("ctx"), await areaInput(c));
    return c.json({ delivery_area: restArea(area, await standard(c)) }, 201);
  })
  .put("/admin/delivery_areas/:id", async (c) => {
    const area = await updateDeliveryArea(c.get("ctx"), await idOf(c), await areaInput(c));
    return c.json({ delivery_area: restArea(area, await standard(c)) });
  })
  .delete("/admin/delivery_areas/:id", async (c) => {
    const area = await deleteDeliveryArea(c.get("ctx"), await idOf(c));
    return c.json({ delivery_area: restArea(area, await standard(c)) });
  });
