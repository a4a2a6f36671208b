// The spec's category calls for administrators: JSON {category}, mapped onto
// category-admin.service.ts and back to the spec's shape.
import { Hono } from "hono";
import { readTranslations } from "../../../../shared/i18n/catalog-translations.js";
import type { RestContext, RestEnv } from "../../rest/rest.js";
import { idOf } from "./catalog-admin.common.js";
import { ctxOf, readForm, translationsOf } from "./catalog-admin.rest.js";
import {
  CATEGORY_NOT_FOUND,
  createCategory,
  deleteCategory,
  listCategories,
  updateCategory,
} from "./category-admin.service.js";
import { text } from "./form-data.js";

const restCategory = (c: {
  id: number;
  name: string;
  translations: unknown;
  position: number;
  _count?: { products: number };
}) => ({
  id: c.id,
  name: c.name,
  translations: readTranslations(c.translations),
  position: c.position,
  ...(c._count ? { product_count: c._count.products } : {}),
});

const categoryId = (c: RestContext) => idOf(c.req.param("id") ?? "", CATEGORY_NOT_FOUND);

export const categoryAdminRoutes = new Hono<RestEnv>()
  .get("/admin/categories", async (c) => {
    const rows = await listCategories(ctxOf(c), {
      include: { _count: { select: { products: { where: { archivedAt: null } } } } },
    });
    return c.json({ categories: rows.map(restCategory) });
  })
  .post("/admin/categories", async (c) => {
    const body = await readForm(c, "category");
    const category = await createCategory(ctxOf(c), {
      name: text(body.name),
      translations: translationsOf(body.translations),
    });
    return c.json({ category: restCategory(category) }, 201);
  })
  .put("/admin/categories/:id", async (c) => {
    const id = categoryId(c);
    const body = await readForm(c, "category");
    return c.json({
      category: restCategory(
        await updateCategory(ctxOf(c), id, {
          name: text(body.name),
          translations: translationsOf(body.translations),
        }),
      ),
    });
  })
  .delete("/admin/categories/:id", async (c) => c.json(await deleteCategory(ctxOf(c), categoryId(c))));
