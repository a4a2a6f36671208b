// Toppings in the back office: list, create and edit with their options and photo, reorder,
// delete. A topping still offered with some product is not deleted: the refusal names them.
import { normalizeAllergens } from "../../../../shared/allergens.js";
import { type ToppingInputParsed, toppingInputSchema } from "../../../../shared/catalog-admin.js";
import type { Context } from "../../context.js";
import { ConflictError, NotFoundError } from "../../errors.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parse.js";
import { auditPrices } from "../audit/audit.service.js";
import { optionOrder } from "../catalog/catalog.service.js";
import { catalogChanged } from "../catalog/catalog-events.js";
import {
  type CatalogDeps,
  type MoveDirection,
  moved,
  namesText,
  refuseDuplicateName,
  selectingSomething,
  translationsData,
} from "./catalog-admin.common.js";
import { type ImageChange, removeIfUnused, writeWithImage } from "./image-writes.js";
import { planNestedList } from "./nested-list.js";

export const TOPPING_NOT_FOUND = "トッピングが見つかりませんでした";
export const toppingOrder: Prisma.ToppingOrderByWithRelationInput[] = [{ position: "asc" }, { id: "asc" }];

type Query = { include?: Prisma.ToppingInclude; select?: Prisma.ToppingSelect };

export function listToppings<Q extends Query>(deps: Pick<CatalogDeps, "prisma">, query: Q) {
  return deps.prisma.topping.findMany({ ...query, orderBy: toppingOrder }) as Promise<
    Prisma.ToppingGetPayload<Q>[]
  >;
}

export async function getTopping<Q extends Query>(deps: Pick<CatalogDeps, "prisma">, id: number, query: Q) {
  const topping = await deps.prisma.topping.findUnique({ ...query, where: { id } });
  if (!topping) throw new NotFoundError(TOPPING_NOT_FOUND);
  return topping as Prisma.ToppingGetPayload<Q>;
}

const names = (deps: Pick<CatalogDeps, "prisma">) =>
  deps.prisma.topping.findMany({ select: { id: true, name: true } });

const optionData = (o: ToppingInputParsed["options"][number], position: number) => ({
  name: o.name,
  ...translationsData(o.translations),
  price: o.price,
  allergens: normalizeAllergens(o.allergens),
  position,
});

export async function createTopping(deps: CatalogDeps, raw: unknown, image: ImageChange = {}) {
  const input = parseInput(toppingInputSchema, raw);
  refuseDuplicateName(await names(deps), input.name, "トッピング");
  const topping = await writeWithImage(deps, image, async (imageHash) => {
    const last = await deps.prisma.topping.aggregate({ _max: { position: true } });
    const value = await deps.prisma.topping.create({
      data: {
        name: input.name,
        ...translationsData(input.translations),
        isPublic: input.isPublic,
        allergens: normalizeAllergens(input.allergens),
        imageHash: imageHash ?? null,
        position: (last._max.position ?? 0) + 1,
        options: { create: input.options.map((o, i) => optionData(o, i + 1)) },
      },
    });
    return { value, previous: null };
  });
  catalogChanged(deps, "topping", topping.id);
  return topping;
}

export async function updateTopping(deps: CatalogDeps, id: number, raw: unknown, image: ImageChange = {}) {
  const input = parseInput(toppingInputSchema, raw);
  refuseDuplicateName(await names(deps), input.name, "トッピング", id);
  const topping = await writeWithImage(deps, image, (imageHash) =>
    deps.prisma.$transaction(async (tx) => {
      const current = await tx.topping.findUnique({ where: { id }, include: { options: true } });
      if (!current) throw new NotFoundError(TOPPING_NOT_FOUND);
      const plan = planNestedList(
        current.options.map((o) => o.id),
        input.options,
        "options",
        "トッピングの選択肢",
      );
      await auditPrices(
        tx,
        deps.viewer,
        `トッピング「${current.name}」`,
        plan.update.map(({ id: optionId, entry }) => {
          const was = current.options.find((o) => o.id === optionId)!;
          return { label: `「${was.name}」`, before: was.price, after: entry.price };
        }),
      );
      await tx.toppingOption.deleteMany({ where: { id: { in: plan.remove } } });
      for (const { id: optionId, entry, position } of plan.update) {
        await tx.toppingOption.update({ where: { id: optionId }, data: optionData(entry, position) });
      }
      if (plan.create.length) {
        await tx.toppingOption.createMany({
          data: plan.create.map(({ entry, position }) => ({ toppingId: id, ...optionData(entry, position) })),
        });
      }
      const value = await tx.topping.update({
        where: { id },
        data: {
          name: input.name,
          ...translationsData(input.translations),
          isPublic: input.isPublic,
          allergens: normalizeAllergens(input.allergens),
          ...(imageHash === undefined ? {} : { imageHash, image: null }),
        },
      });
      return { value, previous: imageHash === undefined ? null : current.imageHash };
    }),
  );
  catalogChanged(deps, "topping", id);
  return topping;
}

/** Products (not archived) that offer the topping: what the back office shows before a delete. */
export async function toppingUsage(deps: Pick<CatalogDeps, "prisma">, id: number) {
  const rows = await deps.prisma.productTopping.findMany({
    where: { toppingId: id, product: { archivedAt: null } },
    select: { product: { select: { id: true, name: true } } },
    orderBy: [{ product: { position: "asc" } }, { productId: "asc" }],
  });
  return rows.map((r) => r.product);
}

export async function deleteTopping(deps: CatalogDeps, id: number): Promise<{ id: number }> {
  const removed = await deps.prisma.$transaction(async (tx) => {
    const topping = await tx.topping.findUnique({ where: { id }, select: { name: true, imageHash: true } });
    if (!topping) throw new NotFoundError(TOPPING_NOT_FOUND);
    const users = await toppingUsage({ prisma: tx as never }, id);
    if (users.length) {
      throw new ConflictError(
        `トッピング「${topping.name}」は商品${namesText(users.map((u) => u.name))}で使われているため削除できません。先に各商品のトッピングから外してください`,
      );
    }
    await tx.topping.delete({ where: { id } });
    return topping;
  });
  if (removed.imageHash) await removeIfUnused(deps, removed.imageHash);
  catalogChanged(deps, "topping", id);
  return { id };
}

export async function moveTopping(deps: CatalogDeps, id: number, direction: MoveDirection) {
  await deps.prisma.$transaction(async (tx) => {
    const rows = await tx.topping.findMany({ select: { id: true }, orderBy: toppingOrder });
    if (!rows.some((r) => r.id === id)) throw new NotFoundError(TOPPING_NOT_FOUND);
    const order = moved(
      rows.map((r) => r.id),
      id,
      direction,
    );
    if (!order) return;
    for (const [index, rowId] of order.entries()) {
      await tx.topping.update({ where: { id: rowId }, data: { position: index + 1 } });
    }
  });
  catalogChanged(deps, "topping", id);
  return listToppings(deps, { include: { options: { orderBy: [...optionOrder] } } });
}

/** A written topping read again with the door's planned selection (one query for nested fields). */
export const rereadTopping = (ctx: Pick<Context, "prisma">, query: object, row: { id: number }) =>
  ctx.prisma.topping.findUniqueOrThrow({ ...selectingSomething(query), where: { id: row.id } });
