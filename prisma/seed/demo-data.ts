// The demo shop: a karaage shop on Hondori, Naka-ku, Hiroshima. Prices are written as the
// tax-inclusive amounts a customer sees and stored tax-exclusive (see excl()), so the menu
// shows round prices such as 390円 / 1,180円 after the 8% reduced rate.
import { withTax } from "../../shared/pricing.js";

export const REDUCED_RATE = 8;
export const STANDARD_RATE = 10;

/** The smallest tax-exclusive price whose tax-inclusive amount is exactly `inclusive`. */
export function excl(inclusive: number, rate = REDUCED_RATE): number {
  const price = Math.ceil((inclusive * 100) / (100 + rate));
  if (withTax(price, rate) !== inclusive)
    throw new Error(`no tax-exclusive price gives ${inclusive} at ${rate}%`);
  return price;
}

const img = (name: string) => `/images/menu/${name}.svg`;

export const CATEGORIES = ["からあげ", "お弁当", "ファミリーパック", "サイドメニュー", "ドリンク"] as const;
export type CategoryName = (typeof CATEGORIES)[number];

export interface DemoTopping {
  key: string;
  name: string;
  image: string;
  /** [name, tax-inclusive price] */
  options: [string, number][];
}

export const TOPPINGS: DemoTopping[] = [
  {
    key: "amazu",
    name: "甘酢タレ",
    image: img("sauce-amazu"),
    options: [
      ["小カップ", 60],
      ["大カップ", 100],
    ],
  },
  {
    key: "garlic",
    name: "ガーリックマヨ",
    image: img("sauce-garlic-mayo"),
    options: [
      ["小カップ", 60],
      ["大カップ", 100],
    ],
  },
  {
    key: "yuzu",
    name: "ゆず塩",
    image: img("sauce-yuzu-shio"),
    options: [
      ["小カップ", 60],
      ["大カップ", 100],
    ],
  },
  {
    key: "mentai",
    name: "明太マヨ",
    image: img("sauce-mentai-mayo"),
    options: [
      ["小カップ", 90],
      ["大カップ", 130],
    ],
  },
  {
    key: "tartar",
    name: "自家製タルタル",
    image: img("sauce-tartar"),
    options: [
      ["小カップ", 90],
      ["大カップ", 130],
    ],
  },
];

export { type DemoProduct, PRODUCTS } from "./demo-products.js";
export {
  DELIVERY_AREAS,
  type DemoArea,
  PRODUCT_ALLERGENS,
  PROVISION,
  TOPPING_ALLERGENS,
} from "./demo-shop.js";
