import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invalidateCatalog } from "../../../server/src/lib/shop-cache.js";
import { tokyoClock } from "../../../server/src/lib/tokyo-time.js";
import { offeredOn } from "../../../server/src/modules/catalog/catalog.service.js";
import { withTax } from "../../../shared/pricing.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gqlResponse } from "../../support/http.js";

interface GqlMenu {
  menu: {
    taxRate: number;
    lowestPrice: number;
    categories: Array<{
      id: string;
      name: string;
      products: Array<{ id: string; price: number; priceWithTax: number }>;
    }>;
  };
}

interface RestMenu {
  tax_rate: number;
  lowest_price: number;
  categories: Array<{
    id: number;
    name: string;
    products: Array<{ id: number; price: number; price_with_tax: number }>;
  }>;
}

describe("the seeded demo shop's menu", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  for (const method of ["TAKEOUT", "DELIVERY"] as const) {
    it(`is the same through GraphQL and POST /api/products for ${method.toLowerCase()}`, async () => {
      const graph = await gqlResponse<GqlMenu>(
        app.url,
        `query($m: ProvisionMethod) { menu(method: $m) { taxRate lowestPrice categories { id name products { id price priceWithTax } } } }`,
        { m: method },
      );
      const rest = (await (
        await fetch(`${app.url}/api/products`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ order_method: method.toLowerCase() }),
        })
      ).json()) as RestMenu;

      const menu = graph.body.data!.menu;
      expect(menu.categories.length).toBeGreaterThan(1);
      expect(menu.categories.every((c) => c.products.length > 0)).toBe(true);
      expect(rest.tax_rate).toBe(menu.taxRate);
      expect(rest.lowest_price).toBe(menu.lowestPrice);
      const flatGraph = menu.categories.flatMap((c) =>
        c.products.map((p) => [c.name, Number(p.id), p.price, p.priceWithTax]),
      );
      const flatRest = rest.categories.flatMap((c) =>
        c.products.map((p) => [c.name, p.id, p.price, p.price_with_tax]),
      );
      expect(flatRest).toEqual(flatGraph);
    });
  }

  it("shows every seeded public product for takeout or delivery, with the tax added by the shared rule", async () => {
    const expected = await app.db.prisma.product.findMany({
      where: { isPublic: true, taxKind: "REDUCED", ...offeredOn(tokyoClock(new Date()).date) },
      select: { id: true, price: true },
    });
    const { body } = await gqlResponse<GqlMenu>(
      app.url,
      `{ menu { taxRate categories { products { id price priceWithTax } } } }`,
    );
    const shown = new Map(
      body.data!.menu.categories.flatMap((c) => c.products.map((p) => [Number(p.id), p])),
    );
    expect(shown.size).toBeGreaterThan(0);
    for (const product of expected) {
      expect(shown.get(product.id)?.priceWithTax, `product ${product.id}`).toBe(
        withTax(product.price, body.data!.menu.taxRate),
      );
    }
  });

  it("lists a seasonal product during its period and hides one that starts months later or has ended", async () => {
    const { prisma } = app.db;
    const seasonal = await prisma.product.findMany({
      where: { provision: { isNot: null } },
      include: { provision: true },
    });
    const today = new Date(`${tokyoClock(new Date()).date}T00:00:00Z`);
    const current = seasonal.find((p) => p.provision!.startOn! <= today && p.provision!.endOn! >= today);
    const later = seasonal.find((p) => p.provision!.startOn! > new Date(today.getTime() + 60 * 86_400_000));
    expect(current && later).toBeTruthy();
    const menuIds = async () => {
      const { body } = await gqlResponse<GqlMenu>(app.url, "{ menu { categories { products { id } } } }");
      return body.data!.menu.categories.flatMap((c) => c.products.map((p) => Number(p.id)));
    };
    const before = await menuIds();
    expect(before).toContain(current!.id);
    expect(before).not.toContain(later!.id);
    // The current one's period ended yesterday: off the menu.
    await prisma.provisionDate.update({
      where: { productId: current!.id },
      data: { endOn: new Date(today.getTime() - 86_400_000) },
    });
    invalidateCatalog(prisma); // what every catalog writer does after its commit (decision 0003)
    expect(await menuIds()).not.toContain(current!.id);
  });

  it("asks delivery customers for a minimum order and takeout customers for none", async () => {
    const { body } = await gqlResponse<{ d: { lowestPrice: number }; t: { lowestPrice: number } }>(
      app.url,
      `{ d: menu(method: DELIVERY) { lowestPrice } t: menu(method: TAKEOUT) { lowestPrice } }`,
    );
    expect(body.data!.d.lowestPrice).toBeGreaterThan(0);
    expect(body.data!.t.lowestPrice).toBe(0);
  });
});
