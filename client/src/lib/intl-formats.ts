// Number and date formatting for the page's language (decision 0025), outside React: the
// formatters are built once per language, and yen is grouped by hand.

/** Whole yen grouped by thousands, e.g. 1080 → "1,080" (by hand: decision 0025). */
export function groupDigits(amount: number): string {
  const rounded = Math.round(Math.abs(amount));
  const digits = String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${amount < 0 && rounded !== 0 ? "-" : ""}${digits}`;
}

const dateFormats = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

/** Built once per language, on first use (a formatter costs a phone some milliseconds, 0025). */
export function dateFormatsOf(tag: string) {
  let found = dateFormats.get(tag);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat(tag, {
        timeZone: "Asia/Tokyo",
        month: "numeric",
        day: "numeric",
        weekday: "short",
      }),
      time: new Intl.DateTimeFormat(tag, {
        timeZone: "Asia/Tokyo",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }),
    };
    dateFormats.set(tag, found);
  }
  return found;
}
