import { ALLERGENS } from "@shared/allergens";

interface AllergenPickerProps {
  legend: string;
  value: readonly string[];
  onChange: (codes: string[]) => void;
  /** A compact picker for an option row. */
  compact?: boolean;
}

/** The 8 mandatory allergens and the 20 recommended ones, as checkboxes. */
export function AllergenPicker({ legend, value, onChange, compact }: AllergenPickerProps) {
  const toggle = (code: string, on: boolean) =>
    onChange(on ? [...value, code] : value.filter((c) => c !== code));
  const box = (a: (typeof ALLERGENS)[number]) => (
    <label key={a.code} className="allergen-picker__option">
      <input
        type="checkbox"
        checked={value.includes(a.code)}
        onChange={(event) => toggle(a.code, event.currentTarget.checked)}
      />
      {a.label}
    </label>
  );
  const chosenRecommended = ALLERGENS.some((a) => !a.mandatory && value.includes(a.code));
  return (
    <fieldset className={`allergen-picker${compact ? " allergen-picker--compact" : ""}`}>
      <legend className="allergen-picker__legend">{legend}</legend>
      <p className="allergen-picker__group">特定原材料（8品目）</p>
      <div className="allergen-picker__options">{ALLERGENS.filter((a) => a.mandatory).map(box)}</div>
      <details open={chosenRecommended || undefined}>
        <summary className="allergen-picker__group">特定原材料に準ずるもの（20品目）</summary>
        <div className="allergen-picker__options">{ALLERGENS.filter((a) => !a.mandatory).map(box)}</div>
      </details>
    </fieldset>
  );
}
