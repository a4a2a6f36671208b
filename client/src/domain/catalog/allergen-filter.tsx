import { ALLERGENS } from "@shared/allergens";
import { useT } from "../../lib/i18n";
import { allergenKey } from "./allergen-names";

interface AllergenFilterProps {
  avoided: readonly string[];
  onChange: (codes: string[]) => void;
}

/** "Hide dishes containing…": the 8 mandatory allergens first, the 20 recommended folded away. */
export function AllergenFilter({ avoided, onChange }: AllergenFilterProps) {
  const t = useT();
  const toggle = (code: string, on: boolean) =>
    onChange(on ? [...avoided, code] : avoided.filter((c) => c !== code));
  const box = (a: (typeof ALLERGENS)[number]) => (
    <label key={a.code} className="allergen-filter__option">
      <input
        type="checkbox"
        checked={avoided.includes(a.code)}
        onChange={(event) => toggle(a.code, event.currentTarget.checked)}
      />
      {t(allergenKey(a.code))}
    </label>
  );
  const recommendedChosen = ALLERGENS.some((a) => !a.mandatory && avoided.includes(a.code));
  return (
    <fieldset className="allergen-filter">
      <legend className="allergen-filter__legend">{t("allergenFilter.legend")}</legend>
      <div className="allergen-filter__options">{ALLERGENS.filter((a) => a.mandatory).map(box)}</div>
      <details className="allergen-filter__more" open={recommendedChosen || undefined}>
        <summary>{t("allergenFilter.recommended", { count: 20 })}</summary>
        <div className="allergen-filter__options">{ALLERGENS.filter((a) => !a.mandatory).map(box)}</div>
      </details>
      {avoided.length ? (
        <button type="button" className="button button--ghost button--small" onClick={() => onChange([])}>
          {t("allergenFilter.clear")}
        </button>
      ) : null}
    </fieldset>
  );
}
