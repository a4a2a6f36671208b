import { formatDay } from "../../../lib/tokyo-format";

interface Day {
  date: string;
  slots: readonly { startsAt: unknown; label: string; remaining: number; available: boolean }[];
}

interface ShopSlotFieldsProps {
  days: readonly Day[];
  /** The chosen day (YYYY-MM-DD, "" for none) and slot's startsAt ("" for none). */
  day: string;
  value: string;
  onChange: (choice: { day: string; startsAt: string; label: string }) => void;
  error?: string;
}

/** The pickup slot in two steps: the day, then a time that day (not one list of every slot). */
export function ShopSlotFields({ days, day: dayValue, value, onChange, error }: ShopSlotFieldsProps) {
  const open = days
    .map((day) => ({ ...day, slots: day.slots.filter((s) => s.available && s.remaining > 0) }))
    .filter((day) => day.slots.length > 0);
  const chosenDay = open.find((day) => day.slots.some((s) => String(s.startsAt) === value))?.date ?? dayValue;
  const day = open.find((d) => d.date === chosenDay);
  const slotValue = day?.slots.some((s) => String(s.startsAt) === value) ? value : "";
  const describedBy = error ? "shop-slotStartsAt-error" : undefined;
  return (
    <div className="shop-slot">
      <div className="shop-field">
        <label htmlFor="shop-slot-day">受け取り日</label>
        <select
          id="shop-slot-day"
          data-field="slotStartsAt"
          value={chosenDay}
          onChange={(e) => onChange({ day: e.target.value, startsAt: "", label: "" })}
          aria-invalid={Boolean(error) && !chosenDay}
          aria-describedby={describedBy}
        >
          <option value="">選択してください</option>
          {open.map((d) => (
            <option key={d.date} value={d.date}>
              {formatDay(d.date)}
            </option>
          ))}
        </select>
      </div>
      <div className="shop-field">
        <label htmlFor="shop-slot">受け取り時間</label>
        <select
          id="shop-slot"
          value={slotValue}
          disabled={!day}
          onChange={(e) => {
            const slot = day?.slots.find((s) => String(s.startsAt) === e.target.value);
            onChange({
              day: chosenDay,
              startsAt: slot ? String(slot.startsAt) : "",
              label: slot && day ? `${formatDay(day.date)} ${slot.label}` : "",
            });
          }}
          aria-invalid={Boolean(error) && Boolean(chosenDay)}
          aria-describedby={describedBy}
        >
          <option value="">{day ? "選択してください" : "先に日付を選択"}</option>
          {day?.slots.map((slot) => (
            <option key={String(slot.startsAt)} value={String(slot.startsAt)}>
              {slot.label}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p className="shop-field__error" id="shop-slotStartsAt-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
