// The spec's product calls for administrators: a multipart form (or JSON) with an optional
// `image`, mapped onto product-admin.service.ts and sold-out.service.ts and back to the spec's shape.
import { Hono } from "hono";
import { readTranslations } from "../../../../shared/i18n/catalog-translations.js";
import { ValidationError } from "../../errors.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { type RestContext, type RestEnv, readJson } from "../../rest/rest.js";
import { optionOrder } from "../catalog/catalog.service.js";
import { provisionDateJson } from "../catalog/provision-date-json.js";
import { SOLD_OUT_STATES, type SoldOutState, soldOutState } from "../catalog/sold-out.js";
import { idOf } from "./catalog-admin.common.js";
import { ctxOf, entries, image, imageOf, readForm, strings, translationsOf } from "./catalog-admin.rest.js";
import { bool, int, type Nested, text } from "./form-data.js";
import { createProduct, deleteProduct, updateProduct } from "./product-admin.service.js";
import { getAdminProduct, listAdminProducts, PRODUCT_NOT_FOUND } from "./product-admin-reads.service.js";
import { setProductSoldOut } from "./sold-out.service.js";

function productInput(form: Nested) {
  const provision = entries(form.provision_date)[0] ?? (form.provision_date as Nested | undefined);
  return {
    name: text(form.name),
    description: text(form.description) ?? "",
    translations: translationsOf(form.translations),
    badge: text(form.badge) || null,
    tags: strings(form.tags),
    isPublic: bool(form.is_public),
    categoryId: int(form.category_id),
    isTakeout: bool(form.is_takeout),
    isDelivery: bool(form.is_delivery),
    price: int(form.price) ?? 0,
    taxKind: text(form.tax_kind) || undefined,
    allergens: strings(form.allergens),
    provisionDate:
      provision && typeof provision === "object"
        ? {
            id: int(provision.id),
            startOn: text(provision.start_on) || null,
            endOn: text(provision.end_on) || null,
          }
        : null,
    options: entries(form.product_options).map((o) => ({
      id: int(o.id),
      name: text(o.name),
      translations: translationsOf(o.translations),
      price: int(o.price),
      allergens: strings(o.allergens),
    })),
    toppingIds: entries(form.product_toppings).map((t) => int(t.topping_id)),
  };
}

const productInclude = {
  options: { orderBy: [...optionOrder] },
  provision: true,
  toppings: { select: { toppingId: true } },
} satisfies Prisma.ProductInclude;

type ProductRow = Prisma.ProductGetPayload<{ include: typeof productInclude }>;

const restProduct = (p: ProductRow) => ({
  id: p.id,
  name: p.name,
  description: p.description,
  translations: readTranslations(p.translations),
  ...image(p),
  badge: p.badge,
  tags: p.tags,
  is_public: p.isPublic,
  category_id: p.categoryId,
  is_takeout: p.isTakeout,
  is_delivery: p.isDelivery,
  price: p.price,
  tax_kind: p.taxKind,
  allergens: p.allergens,
  position: p.position,
  sold_out_state: soldOutState(p),
  provision_date: provisionDateJson(p.provision),
  product_options: p.options.map((o) => ({
    id: o.id,
    name: o.name,
    translations: readTranslations(o.translations),
    price: o.price,
    allergens: o.allergens,
    kitchen_units: o.kitchenUnits,
    sold_out_state: soldOutState(o),
  })),
  product_toppings: p.toppings.map((t) => ({ topping_id: t.toppingId })),
});

const productId = (c: RestContext) => idOf(c.req.param("id") ?? "", PRODUCT_NOT_FOUND);

export const productAdminRoutes = new Hono<RestEnv>()
  .get("/admin/products", async (c) => {
    const q = c.req.query();
    const { products, totalCount, page, perPage } = await listAdminProducts(
      ctxOf(c),
      {
        page: int(q.page) as number | undefined,
        perPage: int(q.per_page) as number | undefined,
        filter: {
          name: q.name || undefined,
          categoryId: int(q.category_id),
          visibility: q.visibility?.toUpperCase() || undefined,
          method: q.method?.toUpperCase() || undefined,
        },
      },
      { include: productInclude },
    );
    return c.json({ products: products.map(restProduct), total_count: totalCount, page, per_page: perPage });
  })
  .get("/admin/products/:id/edit", async (c) =>
    c.json({
      product: restProduct(await getAdminProduct(ctxOf(c), productId(c), { include: productInclude })),
    }),
  )
  .post("/admin/products", async (c) => {
    const form = await readForm(c, "product");
    const created = await createProduct(ctxOf(c), productInput(form), await imageOf(form));
    const product = await getAdminProduct(ctxOf(c), created.id, { include: productInclude });
    return c.json({ product: restProduct(product) }, 201);
  })
  .put("/admin/products/:id", async (c) => {
    const id = productId(c);
    const form = await readForm(c, "product");
    await updateProduct(ctxOf(c), id, productInput(form), {
      ...(await imageOf(form)),
      remove: bool(form.remove_image) === true,
    });
    return c.json({ product: restProduct(await getAdminProduct(ctxOf(c), id, { include: productInclude })) });
  })
  .delete("/admin/products/:id", async (c) => c.json(await deleteProduct(ctxOf(c), productId(c))))
  .put("/admin/products/:id/sold_out", async (c) => {
    const id = productId(c);
    const body = await readJson(c);
    const state = String(body.state ?? "").toUpperCase();
    if (!SOLD_OUT_STATES.includes(state as SoldOutState)) {
      const message = "品切れの状態は AVAILABLE・TODAY・UNTIL_FURTHER_NOTICE のいずれかを指定してください";
      throw new ValidationError(message, { state: [message] });
    }
    await setProductSoldOut(ctxOf(c), id, state as SoldOutState);
    return c.json({ product: restProduct(await getAdminProduct(ctxOf(c), id, { include: productInclude })) });
  });
