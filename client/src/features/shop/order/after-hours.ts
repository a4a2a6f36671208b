/** A day of takeout slots as the slots query gives them. */
export interface SlotDay {
  date: string;
  slots: readonly { startsAt: unknown; label: string; remaining: number; available: boolean }[];
}

/**
 * Where a counter order for "now" goes: null while today still has a slot with room (the server
 * books the next one); after the day's last slot, the first slot with room on a later day, so the
 * counter can still take an order for tomorrow instead of refusing it.
 */
export function laterPickup(days: readonly SlotDay[], today: string) {
  const open = (day: SlotDay) => day.slots.filter((s) => s.available && s.remaining > 0);
  const todays = days.find((day) => day.date === today);
  if (todays && open(todays).length > 0) return null;
  for (const day of days) {
    if (day.date <= today) continue;
    const first = open(day)[0];
    if (first) return { date: day.date, startsAt: String(first.startsAt), label: first.label };
  }
  return null;
}
