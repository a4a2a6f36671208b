import type { ProvisionSettingInput } from "@shared/settings";
import type { FieldErrors, UseFormRegister } from "react-hook-form";

interface WeekdayRowProps {
  index: number;
  label: string;
  open: boolean | undefined;
  register: UseFormRegister<ProvisionSettingInput>;
  errors?: FieldErrors<ProvisionSettingInput["weekdays"][number]>;
}

const NUMBERS = [
  ["slotMinutes", "枠の長さ（分）"],
  ["leadMinutes", "準備時間（分）"],
  ["capacityPerSlot", "1枠の受付数"],
] as const;

export function WeekdayRow({ index, label, open, register, errors }: WeekdayRowProps) {
  const name = <K extends string>(key: K) => `weekdays.${index}.${key}` as const;
  return (
    <fieldset className={open ? "weekday-row" : "weekday-row weekday-row--closed"}>
      <legend className="weekday-row__day">{label}</legend>
      <label className="weekday-row__open">
        <input type="checkbox" {...register(name("isOpen") as "weekdays.0.isOpen")} />
        営業する
      </label>
      <label className="weekday-row__field">
        受付開始
        <input
          type="time"
          className="field__input"
          aria-invalid={errors?.opensAt ? true : undefined}
          {...register(name("opensAt") as "weekdays.0.opensAt")}
        />
      </label>
      <label className="weekday-row__field">
        最終受付
        <input
          type="time"
          className="field__input"
          aria-invalid={errors?.lastOrderAt ? true : undefined}
          {...register(name("lastOrderAt") as "weekdays.0.lastOrderAt")}
        />
      </label>
      {NUMBERS.map(([key, text]) => (
        <label key={key} className="weekday-row__field">
          {text}
          <input
            type="number"
            inputMode="numeric"
            className="field__input"
            aria-invalid={errors?.[key] ? true : undefined}
            {...register(name(key) as "weekdays.0.slotMinutes", { valueAsNumber: true })}
          />
        </label>
      ))}
      <label className="weekday-row__field">
        1枠の調理単位（空欄：数えない）
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          className="field__input"
          aria-invalid={errors?.unitsPerSlot ? true : undefined}
          {...register(name("unitsPerSlot") as "weekdays.0.unitsPerSlot", {
            setValueAs: (v: unknown) => (v === "" || v == null ? null : Number(v)),
          })}
        />
      </label>
      {Object.values(errors ?? {}).map((error) =>
        error && typeof error === "object" && "message" in error && error.message ? (
          <p key={String(error.message)} className="field__error weekday-row__error">
            {String(error.message)}
          </p>
        ) : null,
      )}
    </fieldset>
  );
}
