// A month calendar for closed dates: tap a day to close it (or open it again). Days before today
// cannot be chosen; regular holidays (a weekday that is not open) are shaded.
import { WEEKDAYS } from "@shared/constants";
import { useState } from "react";

interface Props {
  today: string;
  closed: readonly string[];
  closedWeekdays: readonly number[];
  onToggle: (date: string) => void;
}

const pad = (n: number) => String(n).padStart(2, "0");

function monthDays(year: number, month: number) {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const count = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const blanks = first.getUTCDay();
  return {
    blanks,
    days: Array.from({ length: count }, (_, i) => ({
      date: `${year}-${pad(month)}-${pad(i + 1)}`,
      day: i + 1,
      weekday: (blanks + i) % 7,
    })),
  };
}

export function ClosedDateCalendar({ today, closed, closedWeekdays, onToggle }: Props) {
  const [offset, setOffset] = useState(0);
  const [ty, tm] = today.split("-").map(Number) as [number, number];
  const index = ty * 12 + (tm - 1) + offset;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const { blanks, days } = monthDays(year, month);
  return (
    <div className="closed-calendar">
      <div className="closed-calendar__nav">
        <button
          type="button"
          className="button button--ghost closed-calendar__step"
          disabled={offset === 0}
          onClick={() => setOffset(offset - 1)}
        >
          ← 前月
        </button>
        <h3 className="closed-calendar__title" aria-live="polite">
          {year}年{month}月
        </h3>
        <button
          type="button"
          className="button button--ghost closed-calendar__step"
          disabled={offset >= 11}
          onClick={() => setOffset(offset + 1)}
        >
          翌月 →
        </button>
      </div>
      <fieldset className="closed-calendar__grid" aria-label={`${year}年${month}月の休業日`}>
        {WEEKDAYS.map((w) => (
          <span key={w.id} className="closed-calendar__head" aria-hidden="true">
            {w.name}
          </span>
        ))}
        {Array.from({ length: blanks }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: empty cells before the first day
          <span key={`blank-${i}`} />
        ))}
        {days.map((d) => {
          const isClosed = closed.includes(d.date);
          const regular = closedWeekdays.includes(d.weekday);
          const past = d.date < today;
          return (
            <button
              key={d.date}
              type="button"
              className={[
                "closed-calendar__day",
                isClosed ? "closed-calendar__day--closed" : "",
                regular ? "closed-calendar__day--regular" : "",
              ].join(" ")}
              aria-pressed={isClosed}
              aria-label={`${month}月${d.day}日（${WEEKDAYS[d.weekday]?.name}）${isClosed ? " 休業日" : regular ? " 定休日" : ""}`}
              disabled={past}
              onClick={() => onToggle(d.date)}
            >
              {d.day}
            </button>
          );
        })}
      </fieldset>
      <p className="page__note">
        日付をタップすると休業日になります（もう一度タップで解除）。理由は下の一覧で入力できます。
      </p>
    </div>
  );
}
