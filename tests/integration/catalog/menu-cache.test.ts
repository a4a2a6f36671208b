// The public menu's cache (decision 0003): what is served after a catalog, tax or delivery-area
// write and invalidateCatalog, and what administrators see. Writes go straight to the database,
// as the future admin APIs will, followed by the one invalidation call they must make.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invalidateCatalog } from "../../../server/src/lib/shop-cache.js";
import { hashPassword } from "../../../server/src/modules/auth/password.js";
import { startTestApp, TEST_ADMIN, type TestApp } from "../../setup/test-app.js";
import { adminHeaders } from "../board/helpers.js";
import { createRuleCatalog } from "../server/helpers.js";
import { type MenuView, menuOverGraphql, menuOverRest, productIds } from "./helpers.js";

describe("the public menu cache", () => {
  let app: TestApp;
  let catalog: Awaited<ReturnType<typeof createRuleCatalog>>;

  beforeAll(async () => {
    app = await startTestApp({ seed: false });
    catalog = await createRuleCatalog(app.db.prisma);
    await app.db.prisma.administrator.create({
      data: {
        name: "店長",
        email: TEST_ADMIN.email,
        role: "OWNER",
        passwordHash: await hashPassword(TEST_ADMIN.password),
      },
    });
  });
  afterAll(() => app?.close());

  const everyView = async (method: "TAKEOUT" | "DELIVERY" | null = null): Promise<MenuView[]> => [
    await menuOverGraphql(app.url, method),
    await menuOverGraphql(app.url, method, { otherSelection: true }),
    await menuOverRest(app.url, method),
  ];

  it("serves a write only after invalidateCatalog, then at once on every path and method", async () => {
    const { prisma } = app.db;
    const before = await everyView("DELIVERY");
    for (const view of before) {
      expect(view.products[catalog.cola.id]?.price).toBe(150);
      expect(view.lowestPrice).toBe(1500);
    }
    // Asked again: the same answers, now from the cache.
    expect(await everyView("DELIVERY")).toEqual(before);

    await prisma.product.update({ where: { id: catalog.cola.id }, data: { price: 180 } });
    await prisma.deliveryArea.updateMany({ where: { isActive: true }, data: { minimumOrder: 2000 } });
    // Without the call the cache still answers (for at most its TTL): the test would prove
    // nothing if the menu were read afresh anyway.
    expect((await menuOverGraphql(app.url, "DELIVERY")).products[catalog.cola.id]?.price).toBe(150);
    expect((await menuOverRest(app.url, "DELIVERY")).products[catalog.cola.id]?.price).toBe(150);

    invalidateCatalog(prisma);
    for (const view of await everyView("DELIVERY")) {
      expect(view.products[catalog.cola.id]?.price).toBe(180);
      expect(view.products[catalog.cola.id]?.priceWithTax).toBe(198); // standard rate 10 %
      expect(view.lowestPrice).toBe(2000);
    }
    for (const view of await everyView(null)) expect(view.products[catalog.cola.id]?.price).toBe(180);
  });

  it("re-reads the tax rates after invalidation, and prices options by their product's tax kind", async () => {
    const { prisma } = app.db;
    const sizes = await prisma.productOption.create({
      data: { productId: catalog.cola.id, name: "L", price: 200, position: 1 },
    });
    invalidateCatalog(prisma);
    const graphql = await menuOverGraphql(app.url, null);
    expect(graphql.products[catalog.cola.id]?.options[sizes.id]).toBe(220); // standard, not 216
    expect(graphql.products[catalog.takeoutOnly.id]?.priceWithTax).toBe(324); // 300 at the reduced 8 %

    await prisma.taxRate.update({ where: { kind: "REDUCED" }, data: { rate: 10 } });
    await prisma.taxRate.update({ where: { kind: "STANDARD" }, data: { rate: 12 } });
    invalidateCatalog(prisma);
    for (const view of await everyView(null)) {
      expect(view.taxRate).toBe(10);
      expect(view.products[catalog.takeoutOnly.id]?.priceWithTax).toBe(330);
    }
    expect((await menuOverGraphql(app.url, null)).products[catalog.cola.id]?.options[sizes.id]).toBe(224);

    await prisma.taxRate.update({ where: { kind: "REDUCED" }, data: { rate: 8 } });
    await prisma.taxRate.update({ where: { kind: "STANDARD" }, data: { rate: 10 } });
    await prisma.productOption.delete({ where: { id: sizes.id } });
    invalidateCatalog(prisma);
  });

  it("answers from the cache like a fresh execution: same bytes, content type as accepted", async () => {
    invalidateCatalog(app.db.prisma);
    const ask = async (accept: string) => {
      const res = await fetch(`${app.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", accept },
        body: JSON.stringify({ query: "{ menu { taxRate categories { name products { name } } } }" }),
      });
      const body = Buffer.from(await res.arrayBuffer());
      expect(res.status).toBe(200);
      expect(Number(res.headers.get("content-length"))).toBe(body.length);
      return { type: res.headers.get("content-type"), body: body.toString("utf8") };
    };
    const fresh = await ask("application/json");
    expect(fresh.body).toContain("からあげ定番セット");
    expect(await ask("application/json")).toEqual(fresh);
    expect(await ask("application/graphql-response+json")).toEqual({
      type: "application/graphql-response+json; charset=utf-8",
      body: fresh.body,
    });
  });

  it("answers a cached query only to a GraphQL-over-HTTP request: another Content-Type goes to yoga", async () => {
    invalidateCatalog(app.db.prisma);
    const body = JSON.stringify({ query: "{ menu { categories { name } } }" });
    const post = (contentType: string) =>
      fetch(`${app.url}/graphql`, {
        method: "POST",
        headers: { "content-type": contentType, accept: "application/json" },
        body,
      });
    // Cached by a proper request, and answered from the cache to the same one…
    expect((await post("application/json")).status).toBe(200);
    expect((await post("application/json; charset=utf-8")).status).toBe(200);
    // …but a form post or plain text with the same bytes is not a GraphQL request: yoga refuses it.
    for (const type of ["text/plain", "application/x-www-form-urlencoded"]) {
      const res = await post(type);
      expect(res.status, type).toBeGreaterThanOrEqual(400);
      expect(res.status, type).toBeLessThan(500);
      expect(await res.text(), type).not.toContain("からあげ");
    }
  });

  it("never shows an administrator the public cache, nor anyone else the administrator's menu", async () => {
    const { prisma } = app.db;
    const admin = await adminHeaders(app.url);
    invalidateCatalog(prisma);
    // The administrator asks first: their answer (with the hidden product) must not be stored
    // for the anonymous visitor who asks the very same query next.
    const pairs: Array<[MenuView, MenuView]> = [
      [await menuOverGraphql(app.url, null, { headers: admin }), await menuOverGraphql(app.url, null)],
      [await menuOverRest(app.url, null, admin), await menuOverRest(app.url, null)],
    ];
    for (const [adminView, publicView] of pairs) {
      expect(productIds(adminView)).toContain(catalog.hidden.id);
      expect(productIds(publicView)).not.toContain(catalog.hidden.id);
      expect(productIds(publicView)).toContain(catalog.cola.id);
    }
    // With the public answers cached, an administrator still reads the database: a write shows
    // at once for them, and the public menu still holds the cached rows until invalidation.
    await prisma.product.update({ where: { id: catalog.hidden.id }, data: { price: 555 } });
    await prisma.product.update({ where: { id: catalog.cola.id }, data: { isPublic: false } });
    for (const view of [
      await menuOverGraphql(app.url, null, { headers: admin }),
      await menuOverRest(app.url, null, admin),
    ]) {
      expect(view.products[catalog.hidden.id]?.price).toBe(555);
      expect(productIds(view)).toContain(catalog.cola.id); // not public, but shown to staff
    }
    expect(productIds(await menuOverGraphql(app.url, null))).toContain(catalog.cola.id);
    invalidateCatalog(prisma);
    for (const view of await everyView(null)) {
      expect(productIds(view)).not.toContain(catalog.cola.id);
      expect(productIds(view)).not.toContain(catalog.hidden.id);
    }
    await prisma.product.update({ where: { id: catalog.cola.id }, data: { isPublic: true } });
    invalidateCatalog(prisma);
  });
});
