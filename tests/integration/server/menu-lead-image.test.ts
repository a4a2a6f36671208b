// Decision 0025: /menu's HTML carries a Link header preloading the menu's first photo (the page's
// largest paint), the same one the client renders first and eagerly; other pages and filtered
// menus carry none, and a catalog change is seen at once.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invalidateCatalog } from "../../../server/src/lib/shop-cache.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";

const html = "text/html,application/xhtml+xml";

describe("the menu page's first photo, preloaded with its HTML", () => {
  let dist: string;
  let app: TestApp;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), "karaage-dist-"));
    await writeFile(path.join(dist, "index.html"), "<!doctype html><title>fixture</title>");
    app = await startTestApp({ env: { CLIENT_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await app?.close();
    await rm(dist, { recursive: true, force: true });
  });

  /** The Link header's preload entries (the page also names its languages there, rel=alternate). */
  const link = async (page: string) => {
    const res = await fetch(`${app.url}${page}`, { headers: { accept: html } });
    expect(res.status).toBe(200);
    const preloads = (res.headers.get("link") ?? "")
      .split(/,\s*(?=<)/)
      .filter((entry) => /;\s*rel=preload\b/.test(entry));
    return preloads.length > 0 ? preloads.join(", ") : null;
  };

  it("names the first product of the first category, eager and first", async () => {
    const first = await app.db.prisma.category.findFirst({
      where: { products: { some: { isPublic: true, archivedAt: null } } },
      orderBy: [{ position: "asc" }, { id: "asc" }],
      include: {
        products: {
          where: { isPublic: true, archivedAt: null },
          orderBy: [{ position: "asc" }, { id: "asc" }],
          take: 1,
        },
      },
    });
    const image = first?.products[0]?.image;
    expect(image).toBeTruthy();
    expect(await link("/menu")).toBe(`<${image}>; rel=preload; as=image; fetchpriority=high`);
  });

  it("follows the catalog: another first photo is announced once the catalog changes", async () => {
    const product = await app.db.prisma.product.findFirstOrThrow({
      where: { isPublic: true, archivedAt: null },
      orderBy: [{ position: "asc" }, { id: "asc" }],
    });
    await app.db.prisma.product.update({
      where: { id: product.id },
      data: { image: "/images/menu/other.svg" },
    });
    invalidateCatalog(app.db.prisma);
    try {
      expect(await link("/menu")).toContain("</images/menu/other.svg>");
    } finally {
      await app.db.prisma.product.update({ where: { id: product.id }, data: { image: product.image } });
      invalidateCatalog(app.db.prisma);
    }
  });

  it("is left out of other pages and of a filtered menu", async () => {
    expect(await link("/")).toBeNull();
    expect(await link("/menu?tab=2")).toBeNull();
    expect(await link("/order/menu")).toBeNull();
  });
});
