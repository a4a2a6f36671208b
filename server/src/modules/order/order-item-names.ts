// An order's lines named in the customer's language, for their mails (decision 0053). Order lines
// keep the Japanese names as they were ordered (staff read those, always); the customer's words come
// from the catalog's translations of the same product, option and topping, read when the mail is
// composed, each falling back to the line's own Japanese. A deleted product keeps its Japanese name.
import { translated } from "../../../../shared/i18n/catalog-translations.js";
import type { Language } from "../../../../shared/i18n/languages.js";
import type { Prisma } from "../../generated/prisma/client.js";

interface Line {
  productId: number | null;
  productName: string;
  productOptionId: number | null;
  optionName: string | null;
  toppings: { toppingOptionId: number | null; toppingName: string; optionName: string }[];
}

type Reader = Pick<Prisma.TransactionClient, "product" | "productOption" | "toppingOption">;

/** The lines with their names in `language`; Japanese lines as they are, with no read. */
export async function localizedLines<L extends Line>(
  prisma: Reader,
  lines: readonly L[],
  language: Language,
): Promise<L[]> {
  if (language === "ja" || lines.length === 0) return [...lines];
  const ids = (values: (number | null)[]) => [...new Set(values.filter((v): v is number => v !== null))];
  const [products, options, toppingOptions] = await Promise.all([
    prisma.product.findMany({
      where: { id: { in: ids(lines.map((l) => l.productId)) } },
      select: { id: true, name: true, translations: true },
    }),
    prisma.productOption.findMany({
      where: { id: { in: ids(lines.map((l) => l.productOptionId)) } },
      select: { id: true, name: true, translations: true },
    }),
    prisma.toppingOption.findMany({
      where: { id: { in: ids(lines.flatMap((l) => l.toppings.map((t) => t.toppingOptionId))) } },
      select: {
        id: true,
        name: true,
        translations: true,
        topping: { select: { name: true, translations: true } },
      },
    }),
  ]);
  const product = new Map(products.map((p) => [p.id, p]));
  const option = new Map(options.map((o) => [o.id, o]));
  const toppingOption = new Map(toppingOptions.map((o) => [o.id, o]));
  // A name the catalog no longer has (renamed since) keeps the line's Japanese.
  const name = (row: { name: string; translations: unknown } | undefined, ordered: string) =>
    row && row.name === ordered ? translated(row, "name", language) : ordered;
  return lines.map((line) => ({
    ...line,
    productName: name(product.get(line.productId ?? 0), line.productName),
    optionName:
      line.optionName === null ? null : name(option.get(line.productOptionId ?? 0), line.optionName),
    toppings: line.toppings.map((t) => {
      const row = toppingOption.get(t.toppingOptionId ?? 0);
      return {
        ...t,
        toppingName: name(row?.topping, t.toppingName),
        optionName: name(row, t.optionName),
      };
    }),
  }));
}

/**
 * The catalog's names by id, for naming priced lines (quote answers) in a request's language: read
 * once per request and only for a language other than Japanese.
 */
export function lineNamer(ctx: {
  prisma: Reader;
  language: Language;
  memo<T>(key: string, load: () => Promise<T>): Promise<T>;
}) {
  const load = () =>
    ctx.memo(`catalog.lineNames`, async () => {
      const [products, options, toppingOptions] = await Promise.all([
        ctx.prisma.product.findMany({ select: { id: true, name: true, translations: true } }),
        ctx.prisma.productOption.findMany({ select: { id: true, name: true, translations: true } }),
        ctx.prisma.toppingOption.findMany({
          select: {
            id: true,
            name: true,
            translations: true,
            topping: { select: { name: true, translations: true } },
          },
        }),
      ]);
      return {
        product: new Map(products.map((p) => [p.id, p])),
        option: new Map(options.map((o) => [o.id, o])),
        toppingOption: new Map(toppingOptions.map((o) => [o.id, o])),
      };
    });
  const name = (row: { name: string; translations: unknown } | undefined, ordered: string) =>
    row && row.name === ordered ? translated(row, "name", ctx.language) : ordered;
  return {
    async product(id: number | null | undefined, ordered: string) {
      if (ctx.language === "ja" || !id) return ordered;
      return name((await load()).product.get(id), ordered);
    },
    async option(id: number | null | undefined, ordered: string) {
      if (ctx.language === "ja" || !id) return ordered;
      return name((await load()).option.get(id), ordered);
    },
    async topping(toppingOptionId: number, ordered: string) {
      if (ctx.language === "ja") return ordered;
      return name((await load()).toppingOption.get(toppingOptionId)?.topping, ordered);
    },
    async toppingOption(toppingOptionId: number, ordered: string) {
      if (ctx.language === "ja") return ordered;
      return name((await load()).toppingOption.get(toppingOptionId), ordered);
    },
  };
}
