// When a customer's 「到着しました」 is taken (issue 26): on the order's own Tokyo day only, from
// ARRIVAL_EARLY_MINUTES before its slot until ARRIVAL_LATE_MINUTES after the slot ends. A tap on
// another day (a link opened from an old mail, an order for tomorrow) would tell the kitchen someone
// is waiting who is not; outside the window the customer is told why, and when it opens.
import { SHOP } from "../../../../shared/constants.js";
import { formatMinutes, tokyoClock } from "../../lib/tokyo-time.js";
import { slotLabel } from "./order-format.js";

export const ARRIVAL_EARLY_MINUTES = 60;
export const ARRIVAL_LATE_MINUTES = 120;

/** Why an arrival at `now` is not taken for this slot, or null when it is. */
export function arrivalRefusal(slotStartsAt: Date, slotEndsAt: Date, now: Date): string | null {
  const day = tokyoClock(slotStartsAt).date;
  const today = tokyoClock(now).date;
  const slot = slotLabel(slotStartsAt, slotEndsAt);
  if (today < day) {
    return `到着のお知らせは、お受け取りの当日（${slot}）に受け付けます`;
  }
  const opens = slotStartsAt.getTime() - ARRIVAL_EARLY_MINUTES * 60_000;
  if (today === day && now.getTime() < opens) {
    const at = formatMinutes(tokyoClock(new Date(opens)).minutes);
    return `到着のお知らせは、お受け取り時間（${slot}）の${ARRIVAL_EARLY_MINUTES}分前、${at}から受け付けます`;
  }
  const closes = slotEndsAt.getTime() + ARRIVAL_LATE_MINUTES * 60_000;
  if (today > day || now.getTime() > closes) {
    return `お受け取り時間（${slot}）を過ぎているため、到着のお知らせはお受けできません。お手数ですが、お店（${SHOP.phone}）にお電話ください`;
  }
  return null;
}
