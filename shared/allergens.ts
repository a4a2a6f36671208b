/**
 * Allergens under Japan's food labelling standard (食品表示基準): the 8 whose labelling is
 * mandatory (特定原材料) and the 20 recommended ones (特定原材料に準ずるもの, 2025 list).
 * Stored as codes (Product/ProductOption/Topping/ToppingOption.allergens); shown with `label`.
 */
export const ALLERGENS = [
  { code: "shrimp", label: "えび", mandatory: true },
  { code: "crab", label: "かに", mandatory: true },
  { code: "walnut", label: "くるみ", mandatory: true },
  { code: "wheat", label: "小麦", mandatory: true },
  { code: "buckwheat", label: "そば", mandatory: true },
  { code: "egg", label: "卵", mandatory: true },
  { code: "milk", label: "乳", mandatory: true },
  { code: "peanut", label: "落花生", mandatory: true },
  { code: "almond", label: "アーモンド", mandatory: false },
  { code: "abalone", label: "あわび", mandatory: false },
  { code: "squid", label: "いか", mandatory: false },
  { code: "salmon_roe", label: "いくら", mandatory: false },
  { code: "orange", label: "オレンジ", mandatory: false },
  { code: "cashew", label: "カシューナッツ", mandatory: false },
  { code: "kiwi", label: "キウイフルーツ", mandatory: false },
  { code: "beef", label: "牛肉", mandatory: false },
  { code: "sesame", label: "ごま", mandatory: false },
  { code: "salmon", label: "さけ", mandatory: false },
  { code: "mackerel", label: "さば", mandatory: false },
  { code: "soybean", label: "大豆", mandatory: false },
  { code: "chicken", label: "鶏肉", mandatory: false },
  { code: "banana", label: "バナナ", mandatory: false },
  { code: "pork", label: "豚肉", mandatory: false },
  { code: "macadamia", label: "マカダミアナッツ", mandatory: false },
  { code: "peach", label: "もも", mandatory: false },
  { code: "yam", label: "やまいも", mandatory: false },
  { code: "apple", label: "りんご", mandatory: false },
  { code: "gelatin", label: "ゼラチン", mandatory: false },
] as const;

export type AllergenCode = (typeof ALLERGENS)[number]["code"];

export const ALLERGEN_CODES = ALLERGENS.map((a) => a.code) as unknown as readonly [
  AllergenCode,
  ...AllergenCode[],
];

const LABELS = new Map<string, string>(ALLERGENS.map((a) => [a.code, a.label]));
const ORDER = new Map<string, number>(ALLERGENS.map((a, i) => [a.code, i]));

export function allergenLabel(code: string): string {
  return LABELS.get(code) ?? code;
}

/** Known codes only, without duplicates, in the standard's order (mandatory first). */
export function normalizeAllergens(codes: readonly string[]): AllergenCode[] {
  return [...new Set(codes)]
    .filter((code) => ORDER.has(code))
    .sort((a, b) => (ORDER.get(a) ?? 0) - (ORDER.get(b) ?? 0)) as AllergenCode[];
}

/** What a dish can contain: the union of its product, chosen option and chosen toppings. */
export function allergenUnion(...lists: readonly (readonly string[] | null | undefined)[]): AllergenCode[] {
  return normalizeAllergens(lists.flatMap((list) => list ?? []));
}

/** "小麦・卵・大豆" */
export function allergenText(codes: readonly string[]): string {
  return normalizeAllergens(codes).map(allergenLabel).join("・");
}
