// The spec's browsing calls for the order form: provision_times/takeout, display_times,
// reception_states and delivery_areas, in snake_case, from the same service as GraphQL.

import { Hono } from "hono";
import { withTax } from "../../../../shared/pricing.js";
import { z } from "../../../../shared/zod-ja.js";
import type { ProvisionMethod } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parse.js";
import { tokyoClock } from "../../lib/tokyo-time.js";
import type { RestEnv } from "../../rest/rest.js";
import { ratesInForce } from "../settings/tax.service.js";
import { deliveryAreas } from "./delivery-area-match.service.js";
import { displayTimes, receptionStates, takeoutAvailability } from "./provision.service.js";
import type { Slot } from "./slots.js";

const displayTimesQuery = z.object({
  provision_method: z.enum(["takeout", "delivery"], {
    message: "provision_method は takeout か delivery を指定してください",
  }),
});

function restSlot(slot: Slot) {
  return { starts_at: slot.startsAt.toISOString(), label: slot.label, remaining: slot.remaining };
}

const routes = new Hono<RestEnv>()
  .get("/provision_times/takeout", async (c) =>
    c.json({ is_provision: await takeoutAvailability(c.get("ctx"), new Date()) }),
  )
  .get("/reception_states", async (c) => {
    const states = await receptionStates(c.get("ctx"), new Date());
    return c.json({
      reception_states: states.map((s) => ({
        provision_method: s.method.toLowerCase(),
        is_accepting_today: s.acceptingToday,
        reason: s.reason.toLowerCase(),
        message: s.message,
        next_slot: s.nextSlot
          ? { date: tokyoClock(s.nextSlot.startsAt).date, ...restSlot(s.nextSlot) }
          : null,
      })),
    });
  });

for (const path of ["/display_times", "/display_times/"]) {
  routes.get(path, async (c) => {
    const query = parseInput(displayTimesQuery, c.req.query());
    const method = query.provision_method.toUpperCase() as ProvisionMethod;
    const times = await displayTimes(c.get("ctx"), method, new Date());
    return c.json({
      provision_times: times.days.map((day) => ({
        date: day.date,
        weekday: day.weekday,
        times: day.slots.map(restSlot),
      })),
      today_display_times: times.today.slots.map(restSlot),
    });
  });
}

for (const path of ["/delivery_areas", "/delivery_areas/"]) {
  routes.get(path, async (c) => {
    const ctx = c.get("ctx");
    const [areas, rates] = await Promise.all([deliveryAreas(ctx.prisma), ratesInForce(ctx.prisma)]);
    return c.json({
      delivery_areas: areas.map((a) => ({
        id: a.id,
        name: a.name,
        postal_codes: a.postalCodes,
        towns: a.towns,
        fee: a.fee,
        fee_with_tax: withTax(a.fee, rates.STANDARD),
        minimum_order: a.minimumOrder,
      })),
    });
  });
}

export const provisionRoutes = routes;
