// What the catalog back office's services share: their dependencies, ids from URLs and GraphQL,
// positions (the storefront's order), and the refusal messages that name what blocks a delete.
import { catalogNameKey } from "../../../../shared/catalog-admin.js";
import type { Translations } from "../../../../shared/i18n/catalog-translations.js";
import type { Context } from "../../context.js";
import { NotFoundError, ValidationError } from "../../errors.js";
import type { Prisma, PrismaClient } from "../../generated/prisma/client.js";
import type { Viewer } from "../auth/viewer.js";
import type { CatalogEventPubSub } from "../catalog/catalog-events.js";
import type { MediaStore } from "./images.js";

export interface CatalogDeps {
  prisma: PrismaClient;
  /** Who is changing the catalog: named in the audit trail when a price changes. */
  viewer?: Viewer | null;
  pubsub?: CatalogEventPubSub;
  media: MediaStore;
}

export type CatalogContext = Pick<Context, "prisma" | "pubsub" | "media">;

export type MoveDirection = "UP" | "DOWN";

/** A path or GraphQL id as a database id; anything else reads as "not found". */
export function idOf(value: string | number, message: string): number {
  const text = String(value);
  if (/^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647) return Number(text);
  throw new NotFoundError(message);
}

/**
 * The new order of `ids` (already in display order) with `id` moved one place; null when it is
 * already first (UP) or last (DOWN), or not in the list.
 */
export function moved(ids: number[], id: number, direction: MoveDirection): number[] | null {
  const from = ids.indexOf(id);
  const to = direction === "UP" ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  [next[from], next[to]] = [next[to] as number, next[from] as number];
  return next;
}

/** "「A」「B」「C」ほか2件" */
export function namesText(names: string[], max = 3): string {
  const shown = names
    .slice(0, max)
    .map((n) => `「${n}」`)
    .join("");
  return names.length > max ? `${shown}ほか${names.length - max}件` : shown;
}

/**
 * Refuses a category or topping name another one already has, compared after Unicode NFKC and
 * trimming (「ｶﾗｱｹﾞ」 and 「カラアゲ」, 「甘酢タレ 」 and 「甘酢タレ」 are one name). The name is
 * stored as typed; only the comparison is normalised (decision 0033).
 */
export function refuseDuplicateName(
  rows: readonly { id: number; name: string }[],
  name: string,
  noun: "カテゴリ" | "トッピング",
  exceptId?: number,
): void {
  const key = catalogNameKey(name);
  const same = rows.find((row) => row.id !== exceptId && catalogNameKey(row.name) === key);
  if (!same) return;
  const message = `${noun}「${same.name}」がすでにあります。別の名前にしてください`;
  throw new ValidationError(message, { name: [message] });
}

/** A selection of only `__typename` plans an empty `select`, which Prisma refuses. */
export function selectingSomething(query: object): object {
  const select = (query as { select?: Record<string, unknown> }).select;
  return select && Object.keys(select).length === 0 ? { ...query, select: { id: true } } : query;
}

/**
 * A form's translations as written (decision 0053): absent in the input leaves the stored ones as
 * they are; given, they replace them whole (already compacted by the shared rules).
 */
export const translationsData = (translations: Translations | undefined) =>
  translations === undefined ? {} : { translations: translations as Prisma.InputJsonValue };
