// One smoke test per route: the real clock, so only shapes and the seeded settings are checked;
// the rules themselves are tested at fixed instants in the service tests.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokyoClock } from "../../../server/src/lib/tokyo-time.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gqlResponse } from "../../support/http.js";

interface ProvisionData {
  displayTimes: { today: { date: string }; days: Array<{ slots: Array<{ available: boolean }> }> };
  receptionStates: Array<{ method: string }>;
  takeoutAvailable: boolean;
  deliveryAreas: Array<{ name: string; feeWithTax: number; minimumOrder: number }>;
  deliveryAreaFor: { name: string } | null;
}

describe("provision API", () => {
  let app: TestApp;
  const get = async (path: string) => {
    const res = await fetch(`${app.url}${path}`);
    return { status: res.status, body: await res.json() };
  };

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it("GET /api/provision_times/takeout answers is_provision", async () => {
    const { status, body } = await get("/api/provision_times/takeout");
    expect(status).toBe(200);
    expect(body).toEqual({ is_provision: true });
  });

  it("GET /api/display_times answers provision_times and today_display_times", async () => {
    for (const path of [
      "/api/display_times?provision_method=delivery",
      "/api/display_times/?provision_method=takeout",
    ]) {
      const { status, body } = await get(path);
      expect(status).toBe(200);
      expect(Object.keys(body).sort()).toEqual(["provision_times", "today_display_times"]);
      expect(body.provision_times.length).toBeGreaterThan(0);
      const day = body.provision_times[0];
      expect(Object.keys(day).sort()).toEqual(["date", "times", "weekday"]);
      expect(day.date >= tokyoClock(new Date()).date).toBe(true);
      expect(day.times[0]).toEqual({
        starts_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/),
        label: expect.stringMatching(/^\d\d:\d\d$/),
        remaining: expect.any(Number),
      });
      expect(Array.isArray(body.today_display_times)).toBe(true);
    }
  });

  it("GET /api/display_times rejects a missing or unknown method in Japanese", async () => {
    for (const path of ["/api/display_times?provision_method=walk", "/api/display_times"]) {
      const { status, body } = await get(path);
      expect(status).toBe(422);
      expect(body).toEqual({ errors: ["provision_method は takeout か delivery を指定してください"] });
    }
  });

  it("GET /api/reception_states answers one state per method", async () => {
    const { status, body } = await get("/api/reception_states");
    expect(status).toBe(200);
    expect(body.reception_states.map((s: { provision_method: string }) => s.provision_method)).toEqual([
      "takeout",
      "delivery",
    ]);
    const state = body.reception_states[0];
    expect(Object.keys(state).sort()).toEqual(
      ["is_accepting_today", "message", "next_slot", "provision_method", "reason"].sort(),
    );
    expect(state.message).toMatch(/[ぁ-ん]/);
    expect(state.next_slot).toEqual({
      date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      starts_at: expect.any(String),
      label: expect.any(String),
      remaining: expect.any(Number),
    });
  });

  it("GET /api/delivery_areas lists the active areas by position with the fee including tax", async () => {
    const { status, body } = await get("/api/delivery_areas/");
    expect(status).toBe(200);
    expect(body.delivery_areas.map((a: { name: string }) => a.name)).toEqual([
      "広島市中区",
      "広島市南区",
      "広島市西区",
      "広島市東区",
    ]);
    expect(body.delivery_areas[1]).toEqual({
      id: expect.any(Number),
      name: "広島市南区",
      postal_codes: expect.arrayContaining(["7320821"]),
      towns: ["広島市南区"],
      fee: expect.any(Number),
      fee_with_tax: 200,
      minimum_order: 2000,
    });
  });

  it("answers the same data over GraphQL without credentials", async () => {
    const { body } = await gqlResponse<ProvisionData>(
      app.url,
      /* GraphQL */ `
        query {
          displayTimes(method: TAKEOUT) { today { date weekday } days { date slots { startsAt label remaining available } } }
          receptionStates { method acceptingToday reason message nextSlot { startsAt label } }
          takeoutAvailable
          deliveryAreas { name feeWithTax minimumOrder }
          deliveryAreaFor(postalCode: "7300035") { name }
        }
      `,
    );
    expect(body.errors).toBeUndefined();
    const data = body.data!;
    expect(data.displayTimes.today.date).toBe(tokyoClock(new Date()).date);
    expect(data.displayTimes.days[0]?.slots[0]).toMatchObject({ available: true });
    expect(data.receptionStates.map((s: { method: string }) => s.method)).toEqual(["TAKEOUT", "DELIVERY"]);
    expect(data.takeoutAvailable).toBe(true);
    expect(data.deliveryAreas[0]).toEqual({ name: "広島市中区", feeWithTax: 0, minimumOrder: 1500 });
    expect(data.deliveryAreaFor).toEqual({ name: "広島市中区" });
  });
});
