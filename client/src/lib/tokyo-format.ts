const TOKYO = "Asia/Tokyo";

const dayFormat = new Intl.DateTimeFormat("ja-JP", {
  timeZone: TOKYO,
  month: "numeric",
  day: "numeric",
  weekday: "short",
});
const timeFormat = new Intl.DateTimeFormat("ja-JP", { timeZone: TOKYO, hour: "2-digit", minute: "2-digit" });

/** "11/23(月)" for a YYYY-MM-DD Tokyo day or an instant. */
export function formatDay(value: string | Date): string {
  const date =
    typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T12:00:00+09:00`)
      : new Date(value);
  return dayFormat.format(date);
}

/** "11:15" in Tokyo. */
export function formatTime(value: string | Date): string {
  return timeFormat.format(new Date(value));
}

const clockFormat = new Intl.DateTimeFormat("ja-JP", {
  timeZone: TOKYO,
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** "11:15:09" in Tokyo. */
export function formatClock(value: string | Date): string {
  return clockFormat.format(new Date(value));
}

/** "11/23(月) 11:15〜11:30" */
export function formatSlot(startsAt: string, endsAt?: string | null): string {
  return `${formatDay(startsAt)} ${formatTime(startsAt)}〜${endsAt ? formatTime(endsAt) : ""}`;
}

/** The Tokyo day (YYYY-MM-DD) of an instant. */
export function tokyoDay(value: string | Date): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: TOKYO }).format(new Date(value));
}
