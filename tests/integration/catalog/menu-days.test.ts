// Provision periods on the cached menu: a product appears or disappears at Tokyo midnight by
// itself, with no write and no invalidation, because every cache entry belongs to its Tokyo day.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { invalidateCatalog } from "../../../server/src/lib/shop-cache.js";
import { addDays, tokyoClock, tokyoInstant } from "../../../server/src/lib/tokyo-time.js";
import { UPCOMING_DAYS } from "../../../server/src/modules/catalog/catalog.service.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { menuOverGraphql, menuOverRest, productIds } from "./helpers.js";

const day = (date: string) => new Date(`${date}T00:00:00Z`); // a @db.Date value

describe("the cached menu and provision periods", () => {
  let app: TestApp;
  let categoryId: number;

  beforeAll(async () => {
    app = await startTestApp({ seed: false });
    ({ id: categoryId } = await app.db.prisma.category.create({ data: { name: "季節限定", position: 1 } }));
  });
  afterAll(() => app?.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const product = async (name: string, startOn: string | null, endOn: string | null) => {
    const created = await app.db.prisma.product.create({
      data: {
        name,
        categoryId,
        price: 500,
        provision: { create: { startOn: startOn && day(startOn), endOn: endOn && day(endOn) } },
      },
    });
    return created.id;
  };

  const listedEverywhere = async () => {
    const views = [
      await menuOverGraphql(app.url, null),
      await menuOverGraphql(app.url, "TAKEOUT", { otherSelection: true }),
      await menuOverRest(app.url, null),
    ];
    const lists = views.map(productIds);
    // Every path must agree before one of them is taken as the answer.
    for (const list of lists) expect(list.sort()).toEqual(lists[0]!.sort());
    return lists[0]!;
  };

  it("lists today's products and those starting within the notice period, not the ended or far ones", async () => {
    const today = tokyoClock(new Date()).date;
    const ended = await product("昨日まで", addDays(today, -30), addDays(today, -1));
    const lastDay = await product("今日まで", addDays(today, -30), today);
    const soon = await product(`${UPCOMING_DAYS}日後から`, addDays(today, UPCOMING_DAYS), null);
    const far = await product(`${UPCOMING_DAYS + 1}日後から`, addDays(today, UPCOMING_DAYS + 1), null);
    invalidateCatalog(app.db.prisma);
    const listed = await listedEverywhere();
    expect(listed).toContain(lastDay);
    expect(listed).toContain(soon);
    expect(listed).not.toContain(ended);
    expect(listed).not.toContain(far);
    await app.db.prisma.product.deleteMany({ where: { id: { in: [ended, lastDay, soon, far] } } });
    invalidateCatalog(app.db.prisma);
  });

  it("drops a product whose period ended and adds one whose notice began at Tokyo midnight", async () => {
    const d = "2030-03-10";
    const lastDay = await product("3/10まで", "2030-02-01", d);
    const upcoming = await product("3/25から", addDays(d, UPCOMING_DAYS + 1), null);
    invalidateCatalog(app.db.prisma);

    vi.useFakeTimers({ toFake: ["Date"] });
    // 23:59:50 in Tokyo (14:59:50 UTC): still the 10th.
    vi.setSystemTime(tokyoInstant(d, 23 * 60 + 59).getTime() + 50_000);
    const evening = await listedEverywhere();
    expect(evening).toContain(lastDay);
    expect(evening).not.toContain(upcoming);
    expect(await listedEverywhere()).toEqual(evening); // now answered from the cache

    // Ten seconds later it is the 11th in Tokyo: no write, no invalidation.
    vi.setSystemTime(tokyoInstant(addDays(d, 1)).getTime());
    const morning = await listedEverywhere();
    expect(morning).not.toContain(lastDay);
    expect(morning).toContain(upcoming);
  });
});
