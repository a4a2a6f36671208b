import { describe, expect, it } from "vitest";
import { laterPickup } from "./after-hours";

const slot = (startsAt: string, label: string, remaining = 3, available = true) => ({
  startsAt,
  label,
  remaining,
  available,
});

describe("laterPickup", () => {
  it("is null while today still has a slot with room", () => {
    const days = [{ date: "2026-11-26", slots: [slot("2026-11-26T11:00:00Z", "20:00")] }];
    expect(laterPickup(days, "2026-11-26")).toBeNull();
  });

  it("after today's last slot, is the first slot with room on the next open day", () => {
    const days = [
      { date: "2026-11-26", slots: [slot("2026-11-26T11:00:00Z", "20:00", 3, false)] },
      {
        date: "2026-11-27",
        slots: [slot("2026-11-27T02:00:00Z", "11:00", 0), slot("2026-11-27T02:15:00Z", "11:15")],
      },
    ];
    expect(laterPickup(days, "2026-11-26")).toEqual({
      date: "2026-11-27",
      startsAt: "2026-11-27T02:15:00Z",
      label: "11:15",
    });
  });
});
