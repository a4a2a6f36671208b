// The spec's topping calls for administrators: a multipart form (or JSON) with an optional
// `image`, mapped onto topping-admin.service.ts and back to the spec's shape.
import { Hono } from "hono";
import { readTranslations } from "../../../../shared/i18n/catalog-translations.js";
import type { Prisma } from "../../generated/prisma/client.js";
import type { RestContext, RestEnv } from "../../rest/rest.js";
import { optionOrder } from "../catalog/catalog.service.js";
import { idOf } from "./catalog-admin.common.js";
import {
  ctxOf,
  entries,
  image,
  imageOf,
  type Row,
  readForm,
  strings,
  translationsOf,
} from "./catalog-admin.rest.js";
import { bool, int, type Nested, text } from "./form-data.js";
import {
  createTopping,
  deleteTopping,
  getTopping,
  listToppings,
  TOPPING_NOT_FOUND,
  updateTopping,
} from "./topping-admin.service.js";

function toppingInput(form: Nested) {
  return {
    name: text(form.name),
    translations: translationsOf(form.translations),
    isPublic: bool(form.is_public),
    allergens: strings(form.allergens),
    options: entries(form.topping_options).map((o) => ({
      id: int(o.id),
      name: text(o.name),
      translations: translationsOf(o.translations),
      price: int(o.price),
      allergens: strings(o.allergens),
      ...("kitchen_units" in o ? { kitchenUnits: int(o.kitchen_units) } : {}),
    })),
  };
}

type ToppingRow = Row & {
  id: number;
  name: string;
  translations: unknown;
  isPublic: boolean;
  position: number;
  allergens: string[];
  options: { id: number; name: string; translations: unknown; price: number; allergens: string[] }[];
};
const restTopping = (t: ToppingRow) => ({
  id: t.id,
  name: t.name,
  translations: readTranslations(t.translations),
  ...image(t),
  is_public: t.isPublic,
  position: t.position,
  allergens: t.allergens,
  topping_options: t.options.map((o) => ({
    id: o.id,
    name: o.name,
    translations: readTranslations(o.translations),
    price: o.price,
    allergens: o.allergens,
  })),
});

const toppingQuery = {
  include: { options: { orderBy: [...optionOrder] } },
} satisfies Prisma.ToppingDefaultArgs;
const toppingId = (c: RestContext) => idOf(c.req.param("id") ?? "", TOPPING_NOT_FOUND);

export const toppingAdminRoutes = new Hono<RestEnv>()
  .get("/admin/toppings", async (c) => {
    const rows = await listToppings(ctxOf(c), toppingQuery);
    return c.json({ toppings: rows.map(restTopping) });
  })
  .post("/admin/toppings", async (c) => {
    const form = await readForm(c, "topping");
    const created = await createTopping(ctxOf(c), toppingInput(form), await imageOf(form));
    const row = await getTopping(ctxOf(c), created.id, toppingQuery);
    return c.json({ topping: restTopping(row) }, 201);
  })
  .put("/admin/toppings/:id", async (c) => {
    const id = toppingId(c);
    const form = await readForm(c, "topping");
    await updateTopping(ctxOf(c), id, toppingInput(form), {
      ...(await imageOf(form)),
      remove: bool(form.remove_image) === true,
    });
    const row = await getTopping(ctxOf(c), id, toppingQuery);
    return c.json({ topping: restTopping(row) });
  })
  .delete("/admin/toppings/:id", async (c) => c.json(await deleteTopping(ctxOf(c), toppingId(c))));
