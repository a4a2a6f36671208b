import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchDeliveryArea } from "../../../server/src/modules/provision/delivery-area-match.service.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";

// Seeded areas (position order): 広島市中区, 南区, 西区, 東区, and an inactive 安佐南区.
describe("delivery area matching", () => {
  let app: TestApp;
  const match = async (postalCode: string | null, address: string | null) =>
    (await matchDeliveryArea(app.db.prisma, { postalCode, address }))?.name ?? null;

  beforeAll(async () => {
    app = await startTestApp();
    await app.db.prisma.deliveryArea.createMany({
      data: [
        { name: "紙屋町", towns: ["広島市中区紙屋町"], fee: 0, minimumOrder: 1000, position: 90 },
        {
          name: "本通（休止中）",
          towns: ["広島市中区本通"],
          fee: 0,
          minimumOrder: 500,
          position: 0,
          isActive: false,
        },
        { name: "佐伯区B", towns: ["広島市佐伯区"], fee: 400, minimumOrder: 3000, position: 51 },
        { name: "佐伯区A", towns: ["広島市佐伯区"], fee: 400, minimumOrder: 3000, position: 50 },
      ],
    });
  });
  afterAll(() => app?.close());

  it("matches the postal code first, whatever the address says", async () => {
    expect(await match("7300035", "広島市西区横川町1-2")).toBe("広島市中区");
    expect(await match("733-0011", null)).toBe("広島市西区");
    expect(await match("７３２００５２", null)).toBe("広島市東区");
  });

  it("falls back to the longest town prefix of the address", async () => {
    expect(await match("7399999", "広島市西区横川町1-2")).toBe("広島市西区");
    expect(await match(null, "広島市中区紙屋町1-1-1")).toBe("紙屋町");
    expect(await match(null, "広島市中区八丁堀5-7")).toBe("広島市中区");
    expect(await match(null, "広島県 広島市南区松原町2-37")).toBe("広島市南区");
  });

  it("prefers the lowest position when prefixes are equally long", async () => {
    expect(await match(null, "広島市佐伯区五日市1-1")).toBe("佐伯区A");
  });

  it("ignores inactive areas and addresses outside every area", async () => {
    expect(await match("7310101", null)).toBeNull();
    expect(await match("7310101", "広島市安佐南区祇園1-1")).toBeNull();
    expect(await match(null, "広島市中区本通1-23")).toBe("広島市中区");
    expect(await match("1000001", "東京都千代田区千代田1-1")).toBeNull();
    expect(await match(null, null)).toBeNull();
  });
});
