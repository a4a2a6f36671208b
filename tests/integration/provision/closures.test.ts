// The shop's coming closed days, for the home and store pages (issue 26 point 12).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upcomingClosures } from "../../../server/src/modules/provision/closures.service.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql } from "../../support/http.js";

describe("upcoming closures", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("lists each closed day of the coming month once, with its reason and the methods it closes", async () => {
    const takeout = await app.db.prisma.provisionSetting.findFirstOrThrow({ where: { method: "TAKEOUT" } });
    await app.db.prisma.provisionClosedDate.deleteMany();
    const day = (offset: number) => new Date(Date.UTC(2030, 5, 3 + offset));
    const delivery = await app.db.prisma.provisionSetting.findFirstOrThrow({ where: { method: "DELIVERY" } });
    await app.db.prisma.provisionClosedDate.createMany({
      data: [
        { settingId: takeout.id, date: day(-1), reason: "昨日" },
        { settingId: takeout.id, date: day(2), reason: "設備点検のため臨時休業" },
        { settingId: delivery.id, date: day(2), reason: "設備点検のため臨時休業" },
        { settingId: delivery.id, date: day(5), reason: null },
        { settingId: takeout.id, date: day(40), reason: "先の休み" },
      ],
    });
    const now = new Date("2030-06-03T10:00:00+09:00");
    expect(await upcomingClosures(app.db.prisma, now)).toEqual([
      { date: "2030-06-05", reason: "設備点検のため臨時休業", methods: ["TAKEOUT", "DELIVERY"] },
      { date: "2030-06-08", reason: null, methods: ["DELIVERY"] },
    ]);
    // Public over GraphQL, no credentials needed.
    const { data, errors } = await gql(app.url, "{ upcomingClosures { date reason methods } }");
    expect(errors).toBeUndefined();
    expect(Array.isArray(data?.upcomingClosures)).toBe(true);
  });
});
