// The spec's catalog calls for administrators (/api/admin/* needs an administrator, server/src/api.ts):
// categories as JSON {category}; toppings and products as multipart forms (or JSON) with an
// optional `image` file. Thin: each route maps snake_case fields onto the same services as
// GraphQL and the results back to the spec's shapes.
import { Hono } from "hono";
import { BadRequestError, ValidationError } from "../../errors.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { dateOnly } from "../../lib/tokyo-time.js";
import { type RestContext, type RestEnv, readJson } from "../../rest/rest.js";
import { optionOrder } from "../catalog/catalog.service.js";
import { imageSrcset, imageUrl } from "../catalog/image-urls.js";
import { SOLD_OUT_STATES, type SoldOutState, soldOutState } from "../catalog/sold-out.js";
import { idOf } from "./catalog-admin.common.js";
import {
  CATEGORY_NOT_FOUND,
  createCategory,
  deleteCategory,
  listCategories,
  updateCategory,
} from "./category-admin.service.js";
import { bool, type FormValue, int, list, type Nested, nestForm, text } from "./form-data.js";
import {
  createProduct,
  deleteProduct,
  getAdminProduct,
  listAdminProducts,
  PRODUCT_NOT_FOUND,
  updateProduct,
} from "./product-admin.service.js";
import { setProductSoldOut } from "./sold-out.service.js";
import {
  createTopping,
  deleteTopping,
  listToppings,
  TOPPING_NOT_FOUND,
  updateTopping,
} from "./topping-admin.service.js";

/** A form or JSON body, with `wrapper` ({product: {...}}) unwrapped. */
async function readForm(c: RestContext, wrapper: string): Promise<Nested> {
  const type = c.req.header("content-type") ?? "";
  if (/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(type)) {
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw new BadRequestError("フォームデータの形式が正しくありません");
    }
    return nestForm(form.entries() as Iterable<[string, FormValue]>, wrapper);
  }
  const json = await readJson(c);
  const inner = json[wrapper];
  return (inner && typeof inner === "object" && !Array.isArray(inner) ? inner : json) as Nested;
}

async function imageOf(form: Nested) {
  const file = form.image;
  if (file === undefined || file === "") return {};
  if (!(file instanceof File)) {
    const message = "画像はファイルとして送信してください";
    throw new ValidationError(message, { image: [message] });
  }
  return { upload: new Uint8Array(await file.arrayBuffer()) };
}

const strings = (value: unknown) => list(value)?.map(text);
const entries = (value: unknown) =>
  (list(value) ?? []).filter((v): v is Nested => typeof v === "object" && v !== null && !(v instanceof File));

function toppingInput(form: Nested) {
  return {
    name: text(form.name),
    isPublic: bool(form.is_public),
    allergens: strings(form.allergens),
    options: entries(form.topping_options).map((o) => ({
      id: int(o.id),
      name: text(o.name),
      price: int(o.price),
      allergens: strings(o.allergens),
      ...("kitchen_units" in o ? { kitchenUnits: int(o.kitchen_units) } : {}),
    })),
  };
}

function productInput(form: Nested) {
  const provision = entries(form.provision_date)[0] ?? (form.provision_date as Nested | undefined);
  return {
    name: text(form.name),
    description: text(form.description) ?? "",
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
      price: int(o.price),
      allergens: strings(o.allergens),
    })),
    toppingIds: entries(form.product_toppings).map((t) => int(t.topping_id)),
  };
}

// ---------------------------------------------------------------- answers in the spec's shapes

type Row = { image: string | null; imageHash: string | null };
const image = (row: Row) => ({
  image: row.imageHash ? imageUrl(row.imageHash) : row.image,
  image_srcset: row.imageHash ? imageSrcset(row.imageHash) : null,
});

const restCategory = (c: { id: number; name: string; position: number; _count?: { products: number } }) => ({
  id: c.id,
  name: c.name,
  position: c.position,
  ...(c._count ? { product_count: c._count.products } : {}),
});

type ToppingRow = Row & {
  id: number;
  name: string;
  isPublic: boolean;
  position: number;
  allergens: string[];
  options: { id: number; name: string; price: number; allergens: string[] }[];
};
const restTopping = (t: ToppingRow) => ({
  id: t.id,
  name: t.name,
  ...image(t),
  is_public: t.isPublic,
  position: t.position,
  allergens: t.allergens,
  topping_options: t.options.map((o) => ({ id: o.id, name: o.name, price: o.price, allergens: o.allergens })),
});

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
  provision_date: p.provision
    ? {
        id: p.provision.id,
        start_on: p.provision.startOn ? dateOnly(p.provision.startOn) : null,
        end_on: p.provision.endOn ? dateOnly(p.provision.endOn) : null,
      }
    : null,
  product_options: p.options.map((o) => ({
    id: o.id,
    name: o.name,
    price: o.price,
    allergens: o.allergens,
    kitchen_units: o.kitchenUnits,
    sold_out_state: soldOutState(o),
  })),
  product_toppings: p.toppings.map((t) => ({ topping_id: t.toppingId })),
});

const ctxOf = (c: RestContext) => c.get("ctx");
const categoryId = (c: RestContext) => idOf(c.req.param("id") ?? "", CATEGORY_NOT_FOUND);
const toppingId = (c: RestContext) => idOf(c.req.param("id") ?? "", TOPPING_NOT_FOUND);
const productId = (c: RestContext) => idOf(c.req.param("id") ?? "", PRODUCT_NOT_FOUND);
const toppingQuery = {
  include: { options: { orderBy: [...optionOrder] } },
} satisfies Prisma.ToppingDefaultArgs;

export const catalogAdminRoutes = new Hono<RestEnv>()
  .get("/admin/categories", async (c) => {
    const rows = await listCategories(ctxOf(c), {
      include: { _count: { select: { products: { where: { archivedAt: null } } } } },
    });
    return c.json({ categories: rows.map(restCategory) });
  })
  .post("/admin/categories", async (c) => {
    const body = await readForm(c, "category");
    const category = await createCategory(ctxOf(c), { name: text(body.name) });
    return c.json({ category: restCategory(category) }, 201);
  })
  .put("/admin/categories/:id", async (c) => {
    const id = categoryId(c);
    const body = await readForm(c, "category");
    return c.json({ category: restCategory(await updateCategory(ctxOf(c), id, { name: text(body.name) })) });
  })
  .delete("/admin/categories/:id", async (c) => c.json(await deleteCategory(ctxOf(c), categoryId(c))))
  .get("/admin/toppings", async (c) => {
    const rows = await listToppings(ctxOf(c), toppingQuery);
    return c.json({ toppings: rows.map(restTopping) });
  })
  .post("/admin/toppings", async (c) => {
    const form = await readForm(c, "topping");
    const created = await createTopping(ctxOf(c), toppingInput(form), await imageOf(form));
    const row = await ctxOf(c).prisma.topping.findUniqueOrThrow({
      where: { id: created.id },
      ...toppingQuery,
    });
    return c.json({ topping: restTopping(row) }, 201);
  })
  .put("/admin/toppings/:id", async (c) => {
    const id = toppingId(c);
    const form = await readForm(c, "topping");
    await updateTopping(ctxOf(c), id, toppingInput(form), {
      ...(await imageOf(form)),
      remove: bool(form.remove_image) === true,
    });
    const row = await ctxOf(c).prisma.topping.findUniqueOrThrow({ where: { id }, ...toppingQuery });
    return c.json({ topping: restTopping(row) });
  })
  .delete("/admin/toppings/:id", async (c) => c.json(await deleteTopping(ctxOf(c), toppingId(c))))
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
