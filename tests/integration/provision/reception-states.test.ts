import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { receptionStates } from "../../../server/src/modules/provision/provision.service.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { fixClosedDates, serviceCtx, tokyo } from "./helpers.js";

describe("reception states", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
    await fixClosedDates(app.db.prisma);
  });
  afterAll(() => app?.close());

  async function takeoutAt(now: Date) {
    const states = await receptionStates(serviceCtx(app.db.prisma), now);
    expect(states.map((s) => s.method)).toEqual(["TAKEOUT", "DELIVERY"]);
    const takeout = states[0]!;
    return { ...takeout, next: takeout.nextSlot?.startsAt.toISOString() ?? null };
  }

  it("accepts orders during opening hours", async () => {
    const state = await takeoutAt(tokyo("2030-06-03", "12:07"));
    expect(state).toMatchObject({ acceptingToday: true, reason: "OPEN", next: "2030-06-03T03:30:00.000Z" });
    expect(state.message).toBe("ただいまテイクアウトのご注文を受け付けています。");
    // Why online orders close before the shop's last order, from the same hours as the slots.
    const states = await receptionStates(serviceCtx(app.db.prisma), tokyo("2030-06-03", "12:07"));
    expect(states.map((s) => s.orderingHours)).toEqual([
      "当日のご注文は20:10まで（最終のお受け取り 20:30）",
      "当日のご注文は19:00まで（最終のお届け 20:00）",
    ]);
    // The same as times, which the storefront words in the page's language (issue 35).
    expect(states.map((s) => s.orderingTimes)).toEqual([
      { until: "20:10", last: "20:30" },
      { until: "19:00", last: "20:00" },
    ]);
  });

  it("takes bookings for today before opening", async () => {
    const state = await takeoutAt(tokyo("2030-06-03", "09:00"));
    expect(state).toMatchObject({ acceptingToday: true, reason: "BEFORE_OPENING" });
    expect(state.message).toBe("開店前ですが、本日11:00以降のテイクアウトのご予約を受け付けています。");
  });

  it("says the regular holiday and points to the next slot", async () => {
    const state = await takeoutAt(tokyo("2030-06-04", "12:00"));
    expect(state).toMatchObject({
      acceptingToday: false,
      reason: "CLOSED_TODAY",
      next: "2030-06-05T02:00:00.000Z",
    });
    expect(state.message).toBe("本日は定休日です。明日6月5日（水）11:00のお受け取りからご予約いただけます。");
  });

  it("says a closed date is a day off", async () => {
    const state = await takeoutAt(tokyo("2030-06-06", "12:00"));
    expect(state).toMatchObject({ acceptingToday: false, reason: "CLOSED_TODAY" });
    expect(state.message).toBe("本日は休業日です。明日6月7日（金）11:00のお受け取りからご予約いただけます。");
  });

  it("closes for the day after the last order, also just before Tokyo midnight", async () => {
    const state = await takeoutAt(tokyo("2030-06-03", "20:15"));
    expect(state).toMatchObject({ acceptingToday: false, reason: "AFTER_LAST_ORDER" });
    expect(state.message).toBe(
      "本日のテイクアウトの受付は終了しました。6月5日（水）11:00のお受け取りからご予約いただけます。",
    );
    // Sunday 23:50 in Tokyo is still Sunday 14:50 UTC; the next slot is Monday's first.
    const sunday = await takeoutAt(new Date("2030-06-09T14:50:00Z"));
    expect(sunday).toMatchObject({ reason: "AFTER_LAST_ORDER", next: "2030-06-10T02:00:00.000Z" });
  });

  it("names when ordering opens and the first slot then, when no day ahead can be booked yet", async () => {
    const prisma = app.db.prisma;
    await prisma.provisionSetting.update({ where: { method: "TAKEOUT" }, data: { daysAhead: 0 } });
    try {
      const state = await takeoutAt(tokyo("2030-06-03", "20:15"));
      expect(state).toMatchObject({ reason: "AFTER_LAST_ORDER", next: null });
      expect(state.message).toBe(
        "本日のテイクアウトの受付は終了しました。6月5日（水）0:00から、6月5日（水）11:00以降のお受け取りをご予約いただけます。",
      );
    } finally {
      await prisma.provisionSetting.update({ where: { method: "TAKEOUT" }, data: { daysAhead: 6 } });
    }
  });

  it("reports full when every remaining slot of the day is booked", async () => {
    await app.db.prisma.slotUsage.createMany({
      data: ["20:15", "20:30"].map((time) => ({
        method: "TAKEOUT" as const,
        slotStartsAt: tokyo("2030-06-10", time),
        orderCount: 8,
      })),
    });
    const state = await takeoutAt(tokyo("2030-06-10", "19:50"));
    expect(state).toMatchObject({ acceptingToday: false, reason: "FULL", next: "2030-06-12T02:00:00.000Z" });
    expect(state.message).toBe(
      "本日のテイクアウトの受付枠はすべて埋まりました。6月12日（水）11:00のお受け取りからご予約いただけます。",
    );
  });

  it("shows the pause, with the shop's reason when there is one", async () => {
    const prisma = app.db.prisma;
    await prisma.provisionSetting.update({
      where: { method: "TAKEOUT" },
      data: { isAccepting: false, pauseReason: "ただいま大変混み合っているため" },
    });
    await prisma.provisionSetting.update({ where: { method: "DELIVERY" }, data: { isAccepting: false } });
    try {
      const [takeout, delivery] = await receptionStates(serviceCtx(prisma), tokyo("2030-06-03", "12:00"));
      if (!takeout || !delivery) throw new Error("two reception states expected");
      expect(takeout).toMatchObject({ acceptingToday: false, reason: "PAUSED", nextSlot: null });
      expect(takeout.message).toBe(
        "ただいまテイクアウトのご注文を一時停止しています（ただいま大変混み合っているため）。",
      );
      expect(delivery.message).toBe("ただいまデリバリーのご注文を一時停止しています。");
    } finally {
      await prisma.provisionSetting.updateMany({ data: { isAccepting: true, pauseReason: null } });
    }
  });
});
