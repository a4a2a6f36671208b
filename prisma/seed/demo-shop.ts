// The demo shop beyond its menu: delivery areas, opening hours by weekday, and the allergens of
// the demo products and toppings (by name). Re-exported by demo-data.ts.

export interface DemoArea {
  name: string;
  postalCodes: string[];
  towns: string[];
  /** Tax-inclusive at the standard rate. */
  fee: number;
  /** Tax-inclusive item total. */
  minimumOrder: number;
  isActive?: boolean;
}

// Whole wards match by the address prefix; the postal codes let the address lookup match at once.
export const DELIVERY_AREAS: DemoArea[] = [
  {
    name: "広島市中区",
    postalCodes: [
      "7300011",
      "7300012",
      "7300013",
      "7300021",
      "7300029",
      "7300031",
      "7300032",
      "7300035",
      "7300036",
      "7300037",
      "7300041",
      "7300042",
      "7300051",
      "7300811",
    ],
    towns: ["広島市中区"],
    fee: 0,
    minimumOrder: 1500,
  },
  {
    name: "広島市南区",
    postalCodes: ["7320821", "7320822", "7320823", "7320824", "7340001", "7340004", "7340005", "7340011"],
    towns: ["広島市南区"],
    fee: 200,
    minimumOrder: 2000,
  },
  {
    name: "広島市西区",
    postalCodes: ["7330011", "7330012", "7330031", "7330032", "7330033", "7330821", "7330822"],
    towns: ["広島市西区"],
    fee: 200,
    minimumOrder: 2000,
  },
  {
    name: "広島市東区",
    postalCodes: ["7320052", "7320053", "7320057"],
    towns: ["広島市東区"],
    fee: 300,
    minimumOrder: 2500,
  },
  {
    name: "広島市安佐南区（準備中）",
    postalCodes: ["7310101", "7310103", "7310122"],
    towns: ["広島市安佐南区"],
    fee: 500,
    minimumOrder: 3000,
    isActive: false,
  },
];

const hm = (h: number, m = 0) => h * 60 + m;
const TUESDAY = 2;

/** Per weekday 0 (Sunday) .. 6; Tuesday is the shop's day off. */
export const PROVISION = {
  TAKEOUT: {
    daysAhead: 6,
    opensAt: hm(11),
    lastOrderAt: hm(20, 30),
    slotMinutes: 15,
    leadMinutes: 20,
    capacityPerSlot: 8,
  },
  DELIVERY: {
    daysAhead: 6,
    opensAt: hm(11, 30),
    lastOrderAt: hm(20),
    slotMinutes: 30,
    leadMinutes: 60,
    capacityPerSlot: 4,
  },
  closedWeekdays: [TUESDAY],
} as const;

// Allergens (codes from shared/allergens.ts) as the shop would label them. The karaage coating
// is wheat flour and potato starch bound with egg; the marinade is soy sauce (wheat, soybean).
const COATED = ["wheat", "egg", "soybean", "chicken"] as const;

export const PRODUCT_ALLERGENS: Record<string, readonly string[]> = {
  若鶏のもも唐揚げ: COATED,
  塩だれ唐揚げ: COATED,
  むね肉のさっぱり唐揚げ: COATED,
  "手羽先唐揚げ 広島レモン塩": ["wheat", "soybean", "chicken"],
  チキン南蛮: [...COATED, "apple"],
  砂肝の唐揚げ: ["wheat", "soybean", "chicken"],
  牡蠣醤油の冬唐揚げ: COATED,
  桜えび塩の春唐揚げ: ["shrimp", ...COATED],
  からあげ弁当: COATED,
  からあげ大盛り弁当: COATED,
  チキン南蛮弁当: [...COATED, "apple"],
  のり唐弁当: COATED,
  塩だれ唐揚げ丼: [...COATED, "sesame"],
  お子さま唐揚げ弁当: [...COATED, "milk", "pork"],
  "ファミリーパック 唐揚げ20個": COATED,
  おうちごはんセット: [...COATED, "pork"],
  パーティーバケツ: COATED,
  自家製ポテトサラダ: ["egg", "soybean", "pork"],
  鶏皮ぽん酢: ["wheat", "soybean", "chicken"],
};

export const TOPPING_ALLERGENS: Record<string, readonly string[]> = {
  amazu: ["wheat", "soybean"],
  garlic: ["egg", "soybean"],
  yuzu: [],
  mentai: ["wheat", "egg", "soybean"],
  tartar: ["egg", "soybean", "apple"],
};
