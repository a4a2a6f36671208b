/**
 * The back office's catalog forms: one set of rules for the client (react-hook-form +
 * zodResolver) and the server (GraphQL inputs and the multipart REST routes). Every message
 * names its field, in Japanese. Nested lists (options) follow one rule on the server: an entry
 * with an id is updated, one without is created, one left out is removed.
 */

import { ALLERGEN_CODES } from "./allergens.js";
import { PRODUCT_TAGS } from "./constants.js";
import { translationsSchema } from "./i18n/catalog-translations.js";
import { kitchenUnitsSchema } from "./settings.js";
import { z } from "./zod-ja.js";

export const CATALOG_LIMITS = {
  nameMax: 50,
  descriptionMax: 1000,
  priceMax: 1_000_000,
  optionsMax: 20,
  toppingsMax: 30,
  /** Uploaded photos: bytes, and pixels per side (larger ones could be decompression bombs). */
  imageBytesMax: 5 * 1024 * 1024,
  imageSideMax: 6000,
} as const;

export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

export const IMAGE_MESSAGES = {
  type: "画像はJPEG・PNG・WebP形式のファイルを選んでください",
  size: "画像のファイルサイズは5MB以下にしてください",
  dimensions: "画像の大きさは縦横6000ピクセル以下にしてください",
  broken: "画像ファイルが壊れているか、読み込めない形式です",
} as const;

const requiredText = (label: string, max: number = CATALOG_LIMITS.nameMax) =>
  z
    .string({ error: `${label}を入力してください` })
    .trim()
    .min(1, { error: `${label}を入力してください` })
    .max(max, { error: `${label}は${max}文字以内で入力してください` });

const price = (label: string) =>
  z
    .number({ error: `${label}は半角数字で入力してください` })
    .int({ error: `${label}は整数で入力してください` })
    .min(0, { error: `${label}は0円以上で入力してください` })
    .max(CATALOG_LIMITS.priceMax, { error: `${label}は1,000,000円以下で入力してください` });

const optionalId = z
  .number({ error: "IDの形式が正しくありません" })
  .int({ error: "IDの形式が正しくありません" })
  .positive({ error: "IDの形式が正しくありません" })
  .max(2_147_483_647, { error: "IDの形式が正しくありません" })
  .nullish();

const KNOWN_ALLERGENS: readonly string[] = ALLERGEN_CODES;

export const allergensSchema = z
  .array(
    z
      .string()
      .refine((code) => KNOWN_ALLERGENS.includes(code), { error: "アレルゲンの指定が正しくありません" }),
    { error: "アレルゲンの指定が正しくありません" },
  )
  .max(ALLERGEN_CODES.length, { error: "アレルゲンの指定が正しくありません" })
  .default([]);

// ---------------------------------------------------------------- category

/**
 * A name as compared for duplicates: Unicode NFKC (full-width letters and digits, half-width
 * kana, the ideographic space) and trimmed. Names are stored as typed.
 */
export function catalogNameKey(name: string): string {
  return name.normalize("NFKC").trim();
}

/** A form's translations (decision 0053); absent: left as they are. */
const translations = (nameLabel: string, descriptionMax?: number) =>
  translationsSchema(nameLabel, { nameMax: CATALOG_LIMITS.nameMax, descriptionMax })
    .nullish()
    .transform((v) => v ?? undefined);

export const categoryInputSchema = z.object({
  name: requiredText("カテゴリ名"),
  translations: translations("カテゴリ名"),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

// ---------------------------------------------------------------- topping

export const toppingOptionInputSchema = z.object({
  id: optionalId,
  name: requiredText("トッピングの選択肢名"),
  translations: translations("トッピングの選択肢名"),
  price: price("トッピングの価格"),
  allergens: allergensSchema,
});

export const toppingInputSchema = z.object({
  name: requiredText("トッピング名"),
  translations: translations("トッピング名"),
  isPublic: z.boolean({ error: "公開・非公開を選んでください" }).default(true),
  allergens: allergensSchema,
  options: z
    .array(toppingOptionInputSchema, { error: "トッピングの選択肢を1つ以上登録してください" })
    .min(1, { error: "トッピングの選択肢を1つ以上登録してください" })
    .max(CATALOG_LIMITS.optionsMax, {
      error: `トッピングの選択肢は${CATALOG_LIMITS.optionsMax}個までです`,
    }),
});
export type ToppingInput = z.input<typeof toppingInputSchema>;
export type ToppingInputParsed = z.output<typeof toppingInputSchema>;

// ---------------------------------------------------------------- product

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) =>
  DATE_PATTERN.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
/** A Tokyo day or nothing: an empty date input means "no limit". */
const day = (label: string) =>
  z
    .string()
    .refine((v) => v === "" || isDay(v), { error: `${label}はYYYY-MM-DDの形式で入力してください` })
    .nullish()
    .transform((v) => v || null);

export const provisionDateInputSchema = z
  .object({ id: optionalId, startOn: day("提供開始日"), endOn: day("提供終了日") })
  .refine((p) => !p.startOn || !p.endOn || p.startOn <= p.endOn, {
    error: "提供終了日は提供開始日以降の日付にしてください",
    path: ["endOn"],
  });

export const productOptionInputSchema = z.object({
  id: optionalId,
  name: requiredText("オプション名"),
  translations: translations("オプション名"),
  price: price("オプションの価格"),
  allergens: allergensSchema,
  /** Kitchen units of one (decision 0045); absent: unchanged (1 for a new option). */
  kitchenUnits: kitchenUnitsSchema.optional(),
});

export const PRODUCT_BADGE_VALUES = ["RECOMMENDED", "POPULAR", "NEW", "LIMITED", "GREAT_VALUE"] as const;
export const TAX_KIND_VALUES = ["REDUCED", "STANDARD"] as const;

export const productInputSchema = z
  .object({
    name: requiredText("商品名"),
    description: z
      .string({ error: "商品説明を入力してください" })
      .max(CATALOG_LIMITS.descriptionMax, {
        error: `商品説明は${CATALOG_LIMITS.descriptionMax}文字以内で入力してください`,
      })
      .default(""),
    translations: translations("商品名", CATALOG_LIMITS.descriptionMax),
    badge: z.enum(PRODUCT_BADGE_VALUES, { error: "バッジの指定が正しくありません" }).nullish(),
    tags: z.array(z.enum(PRODUCT_TAGS, { error: "タグの指定が正しくありません" })).default([]),
    isPublic: z.boolean({ error: "公開・非公開を選んでください" }).default(true),
    categoryId: z
      .number({ error: "カテゴリを選んでください" })
      .int({ error: "カテゴリを選んでください" })
      .positive({ error: "カテゴリを選んでください" })
      .max(2_147_483_647, { error: "カテゴリを選んでください" }),
    isTakeout: z.boolean({ error: "テイクアウトの可否を選んでください" }).default(true),
    isDelivery: z.boolean({ error: "デリバリーの可否を選んでください" }).default(true),
    price: price("価格"),
    taxKind: z.enum(TAX_KIND_VALUES, { error: "税率の区分を選んでください" }).default("REDUCED"),
    allergens: allergensSchema,
    provisionDate: provisionDateInputSchema.nullish(),
    options: z
      .array(productOptionInputSchema)
      .max(CATALOG_LIMITS.optionsMax, { error: `オプションは${CATALOG_LIMITS.optionsMax}個までです` })
      .default([]),
    toppingIds: z
      .array(z.number({ error: "トッピングの指定が正しくありません" }).int().positive().max(2_147_483_647))
      .max(CATALOG_LIMITS.toppingsMax, { error: `トッピングは${CATALOG_LIMITS.toppingsMax}種類までです` })
      .default([]),
  })
  .refine((p) => p.isTakeout || p.isDelivery, {
    error: "テイクアウトとデリバリーの少なくとも一方を選んでください",
    path: ["isTakeout"],
  });
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductInputParsed = z.output<typeof productInputSchema>;

// ---------------------------------------------------------------- admin list

export const ADMIN_PRODUCTS_PER_PAGE = 20;

export const adminProductFilterSchema = z.object({
  name: z.string().max(100, { error: "検索語は100文字以内で入力してください" }).optional(),
  categoryId: z.number().int().positive().max(2_147_483_647).optional(),
  visibility: z.enum(["PUBLIC", "HIDDEN"]).optional(),
  method: z.enum(["TAKEOUT", "DELIVERY"]).optional(),
  includeArchived: z.boolean().optional(),
});
export type AdminProductFilter = z.infer<typeof adminProductFilterSchema>;
