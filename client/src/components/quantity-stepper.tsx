import { useId } from "react";
import { useT } from "../lib/i18n";

interface QuantityStepperProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** Hides the label visually (a cart line names its product elsewhere). */
  hideLabel?: boolean;
}

/** − [n] + with a typed number kept within min..max. */
export function QuantityStepper({ label, value, min, max, onChange, hideLabel }: QuantityStepperProps) {
  const t = useT();
  const id = useId();
  const set = (next: number) => onChange(Math.min(max, Math.max(min, Number.isFinite(next) ? next : min)));
  return (
    <div className="quantity-stepper">
      <label htmlFor={id} className={hideLabel ? "visually-hidden" : "quantity-stepper__label"}>
        {label}
      </label>
      <div className="quantity-stepper__controls">
        <button
          type="button"
          className="quantity-stepper__button"
          onClick={() => set(value - 1)}
          disabled={value <= min}
          aria-label={t("stepper.decrease", { label })}
        >
          −
        </button>
        <input
          id={id}
          className="quantity-stepper__input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={value}
          onChange={(event) => set(Math.trunc(event.currentTarget.valueAsNumber))}
        />
        <button
          type="button"
          className="quantity-stepper__button"
          onClick={() => set(value + 1)}
          disabled={value >= max}
          aria-label={t("stepper.increase", { label })}
        >
          ＋
        </button>
      </div>
    </div>
  );
}
