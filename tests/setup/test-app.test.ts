import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./test-app.js";

describe("startTestApp", () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    [first, second] = await Promise.all([startTestApp(), startTestApp({ seed: false })]);
  });

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it("serves the app on its own port and answers /healthz", async () => {
    expect(first.url).not.toBe(second.url);
    const res = await fetch(`${first.url}/healthz`);
    expect(res.status).toBe(200);
  });

  it("seeds the demo shop into a database of its own", async () => {
    expect(await first.db.prisma.product.count()).toBeGreaterThan(0);
    expect(await second.db.prisma.product.count()).toBe(0);
  });

  it("keeps one app's writes out of another app's database", async () => {
    const before = await first.db.prisma.category.count();
    await second.db.prisma.category.create({ data: { name: "テスト用カテゴリ", position: 99 } });
    expect(await first.db.prisma.category.count()).toBe(before);
    expect(await second.db.prisma.category.count()).toBe(1);
  });
});
