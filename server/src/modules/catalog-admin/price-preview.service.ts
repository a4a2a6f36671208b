// The price a customer will see, while the owner types it in a form (issue 27): from a
// tax-exclusive price, or back from the tax-inclusive price the owner wants shown. The client
// never computes money; it asks here (decision 0033).

import { CATALOG_LIMITS } from "../../../../shared/catalog-admin.js";
import { formatYen, taxExclusiveFor, withTax } from "../../../../shared/pricing.js";
import { z } from "../../../../shared/zod-ja.js";
import type { Context } from "../../context.js";
import { ValidationError } from "../../errors.js";
import type { TaxKind } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parse.js";
import { ratesInForce } from "../settings/tax.service.js";

export interface PricePreview {
  taxRate: number;
  /** Tax-exclusive, as stored; null when the tax-inclusive price asked for can never be shown. */
  price: number | null;
  /** As customers see it; null as above. */
  priceWithTax: number | null;
  /** Why the tax-inclusive price cannot be kept, naming the nearest that can. */
  message: string | null;
}

const amount = (label: string) =>
  z
    .number({ error: `${label}は半角数字で入力してください` })
    .int({ error: `${label}は整数で入力してください` })
    .min(0, { error: `${label}は0円以上で入力してください` })
    .max(CATALOG_LIMITS.priceMax * 2, { error: `${label}が大きすぎます` })
    .nullish();

const schema = z.object({
  taxKind: z.enum(["REDUCED", "STANDARD"], { error: "税率の区分が正しくありません" }),
  price: amount("価格（税抜）"),
  priceWithTax: amount("価格（税込）"),
});

export async function previewPrice(
  ctx: Pick<Context, "prisma" | "memo">,
  raw: { taxKind: TaxKind; price?: number | null; priceWithTax?: number | null },
): Promise<PricePreview> {
  const input = parseInput(schema, raw);
  const taxRate = (await ratesInForce(ctx.prisma))[input.taxKind];
  if (input.price != null) {
    if (input.price > CATALOG_LIMITS.priceMax) {
      throw new ValidationError("価格は1,000,000円以下で入力してください", {
        price: ["価格は1,000,000円以下で入力してください"],
      });
    }
    return { taxRate, price: input.price, priceWithTax: withTax(input.price, taxRate), message: null };
  }
  if (input.priceWithTax == null) {
    throw new ValidationError("価格を入力してください", { price: ["価格を入力してください"] });
  }
  const found = taxExclusiveFor(input.priceWithTax, taxRate);
  if ("price" in found) {
    return { taxRate, price: found.price, priceWithTax: input.priceWithTax, message: null };
  }
  const [below, above] = found.nearest;
  return {
    taxRate,
    price: null,
    priceWithTax: null,
    message: `税込${formatYen(input.priceWithTax)}は、税率${taxRate}%では表示できない金額です（税抜の円単位から計算するため）。${formatYen(below)}か${formatYen(above)}にしてください`,
  };
}
