import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  displayTimes,
  takeoutAvailability,
} from "../../../server/src/modules/provision/provision.service.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { fixClosedDates, serviceCtx, tokyo } from "./helpers.js";

// Seeded takeout: 11:00–20:30 every 15 minutes, 20 minutes lead, 8 orders per slot, 6 days ahead.
// Seeded delivery: 11:30–20:00 every 30 minutes, 60 minutes lead, 4 orders per slot.
describe("display times", () => {
  let app: TestApp;
  let ctx: ReturnType<typeof serviceCtx>;

  beforeAll(async () => {
    app = await startTestApp();
    ctx = serviceCtx(app.db.prisma);
    await fixClosedDates(app.db.prisma);
  });
  afterAll(() => app?.close());

  const labels = (slots: Array<{ label: string }>) => slots.map((s) => s.label);

  it("lists today and the bookable days ahead, skipping the regular holiday and closed dates", async () => {
    const times = await displayTimes(ctx, "TAKEOUT", tokyo("2030-06-03", "10:00"));
    expect(times.days.map((d) => [d.date, d.weekday])).toEqual([
      ["2030-06-03", 1],
      ["2030-06-05", 3],
      ["2030-06-07", 5],
      ["2030-06-08", 6],
      ["2030-06-09", 0],
    ]);
    const monday = times.days[0]!;
    expect(monday.slots).toHaveLength(39);
    expect(monday.slots[0]).toMatchObject({
      label: "11:00",
      startsAt: new Date("2030-06-03T02:00:00.000Z"),
      endsAt: new Date("2030-06-03T02:15:00.000Z"),
      remaining: 8,
      available: true,
    });
    expect(monday.slots.at(-1)?.label).toBe("20:30");
    expect(times.today).toEqual(monday);
  });

  it("offers only slots at least the lead time away", async () => {
    const takeout = await displayTimes(ctx, "TAKEOUT", tokyo("2030-06-03", "12:07"));
    expect(labels(takeout.today.slots).slice(0, 2)).toEqual(["12:30", "12:45"]);
    const delivery = await displayTimes(ctx, "DELIVERY", tokyo("2030-06-03", "12:07"));
    expect(labels(delivery.today.slots).slice(0, 2)).toEqual(["13:30", "14:00"]);
    expect(labels(delivery.today.slots).at(-1)).toBe("20:00");
  });

  it("stops at the last order time", async () => {
    const late = await displayTimes(ctx, "TAKEOUT", tokyo("2030-06-03", "20:05"));
    expect(labels(late.today.slots)).toEqual(["20:30"]);
    const tooLate = await displayTimes(ctx, "TAKEOUT", tokyo("2030-06-03", "20:15"));
    expect(tooLate.today).toEqual({ date: "2030-06-03", weekday: 1, slots: [] });
    expect(tooLate.days[0]?.date).toBe("2030-06-05");
  });

  it("hides full slots and counts down the remaining ones", async () => {
    await app.db.prisma.slotUsage.createMany({
      data: [
        { method: "TAKEOUT", slotStartsAt: tokyo("2030-06-10", "12:30"), orderCount: 8 },
        { method: "TAKEOUT", slotStartsAt: tokyo("2030-06-10", "12:45"), orderCount: 5 },
        // The same time for delivery does not use up takeout's capacity.
        { method: "DELIVERY", slotStartsAt: tokyo("2030-06-10", "12:00"), orderCount: 4 },
      ],
    });
    const takeout = await displayTimes(ctx, "TAKEOUT", tokyo("2030-06-10", "12:00"));
    expect(takeout.today.slots.slice(0, 2).map((s) => [s.label, s.remaining])).toEqual([
      ["12:45", 3],
      ["13:00", 8],
    ]);
    const delivery = await displayTimes(ctx, "DELIVERY", tokyo("2030-06-10", "10:00"));
    expect(labels(delivery.today.slots).slice(0, 2)).toEqual(["11:30", "12:30"]);
  });

  it("counts days in Tokyo however close to midnight (UTC is still on the day before)", async () => {
    const justAfter = await displayTimes(ctx, "TAKEOUT", new Date("2030-06-02T15:30:00Z")); // Mon 00:30
    expect(justAfter.today.date).toBe("2030-06-03");
    expect(justAfter.today.slots[0]?.startsAt.toISOString()).toBe("2030-06-03T02:00:00.000Z");
    expect(justAfter.days.at(-1)?.date).toBe("2030-06-09");
    const justBefore = await displayTimes(ctx, "TAKEOUT", new Date("2030-06-03T14:59:00Z")); // Mon 23:59
    expect(justBefore.today).toEqual({ date: "2030-06-03", weekday: 1, slots: [] });
    expect(justBefore.days.map((d) => d.date)).toEqual([
      "2030-06-05",
      "2030-06-07",
      "2030-06-08",
      "2030-06-09",
    ]);
  });

  it("shows nothing and reports takeout unavailable while orders are paused", async () => {
    const now = tokyo("2030-06-03", "12:00");
    expect(await takeoutAvailability(ctx, now)).toBe(true);
    await app.db.prisma.provisionSetting.update({
      where: { method: "TAKEOUT" },
      data: { isAccepting: false },
    });
    try {
      expect((await displayTimes(ctx, "TAKEOUT", now)).days).toEqual([]);
      expect(await takeoutAvailability(ctx, now)).toBe(false);
    } finally {
      await app.db.prisma.provisionSetting.update({
        where: { method: "TAKEOUT" },
        data: { isAccepting: true },
      });
    }
  });

  it("reports takeout unavailable when the method has no settings at all", async () => {
    const now = tokyo("2030-06-03", "12:00");
    const rollback = new Error("rollback");
    const checked = app.db.prisma.$transaction(async (tx) => {
      await tx.provisionSetting.delete({ where: { method: "TAKEOUT" } });
      const txCtx = serviceCtx(tx as typeof app.db.prisma);
      expect(await takeoutAvailability(txCtx, now)).toBe(false);
      expect(await displayTimes(txCtx, "TAKEOUT", now)).toEqual({
        days: [],
        today: { date: "2030-06-03", weekday: 1, slots: [] },
      });
      throw rollback;
    });
    await expect(checked).rejects.toBe(rollback);
    expect(await takeoutAvailability(ctx, now)).toBe(true);
  });
});
