// The pickup display (/shop/display, issue 30 point 4): the call numbers of today's takeout orders
// being prepared and ready at the counter, for a screen facing the customers. Numbers only: no
// name, no item, no code, so nothing personal reaches that screen even through its socket.
import type { PrismaClient } from "../../generated/prisma/client.js";
import { tokyoClock } from "../../lib/tokyo-time.js";

/** An accepted order counts as being prepared from this long before its slot (or once cooking). */
export const DISPLAY_AHEAD_MINUTES = 60;

export interface PickupDisplay {
  /** Call numbers being prepared, the earliest slot first. */
  preparing: number[];
  /** Call numbers ready at the counter, the latest made ready first. */
  ready: number[];
}

export async function pickupDisplay(prisma: PrismaClient, now = new Date()): Promise<PickupDisplay> {
  const businessDay = new Date(`${tokyoClock(now).date}T00:00:00Z`);
  const soon = new Date(now.getTime() + DISPLAY_AHEAD_MINUTES * 60_000);
  const orders = await prisma.order.findMany({
    where: {
      businessDay,
      method: "TAKEOUT",
      callNumber: { not: null },
      OR: [{ status: { in: ["PRINTING", "READY"] } }, { status: "RECEIVED", slotStartsAt: { lte: soon } }],
    },
    select: { callNumber: true, status: true, slotStartsAt: true, readyAt: true },
    orderBy: [{ slotStartsAt: "asc" }, { callNumber: "asc" }],
    take: 200,
  });
  const ready = orders
    .filter((o) => o.status === "READY")
    .sort((a, b) => (b.readyAt?.getTime() ?? 0) - (a.readyAt?.getTime() ?? 0));
  return {
    preparing: orders.filter((o) => o.status !== "READY").map((o) => o.callNumber as number),
    ready: ready.map((o) => o.callNumber as number),
  };
}
