import { normalizeAllergens } from "@shared/allergens";
import { type MessageKey, useT } from "../../lib/i18n";

/** The catalogue key of an allergen's name (shared/allergens.ts's codes). */
export function allergenKey(code: string): MessageKey {
  return `allergen.${code}` as MessageKey;
}

/** "小麦・卵・大豆" / "Wheat, Egg, Soybean": allergens in the page's language, in the standard's order. */
export function useAllergenText(): (codes: readonly string[]) => string {
  const t = useT();
  return (codes) =>
    normalizeAllergens(codes)
      .map((code) => t(allergenKey(code)))
      .join(t("allergen.separator"));
}
