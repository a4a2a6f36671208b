// What the catalog back office's GraphQL doors share (STAFF and OWNER): thin resolvers over the
// services the REST routes use too, one door per entity (category-, topping-, product-admin
// .graphql.ts). Photos come as multipart uploads (the `File` scalar).
import { CATALOG_LIMITS, IMAGE_MESSAGES } from "../../../../shared/catalog-admin.js";
import { builder } from "../../builder.js";
import { ConflictError, NotFoundError, ValidationError } from "../../errors.js";
import { TranslationsInput } from "./catalog-translations.graphql.js";

export const MoveDirection = builder.enumType("MoveDirection", { values: ["UP", "DOWN"] as const });

export const optionFields = (t: Parameters<Parameters<typeof builder.inputType>[1]["fields"]>[0]) => ({
  id: t.id({ description: "An existing entry's id: updated; without: created; left out: removed" }),
  name: t.string({ required: true }),
  translations: t.field({ type: TranslationsInput }),
  price: t.int({ required: true, description: "Yen, tax-exclusive" }),
  allergens: t.stringList({ description: "Codes from shared/allergens.ts" }),
});

/** GraphQL ids (strings) to the numbers the shared rules expect; a bad one fails there, by field. */
export const num = (value: unknown) => (value === null || value === undefined ? value : Number(value));
export const withNumericIds = <T extends { id?: unknown }>(list: readonly T[] | null | undefined) =>
  list?.map((entry) => ({ ...entry, id: num(entry.id) }));
export const undefinedIfNull = <T extends object>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null)) as T;

export async function uploaded(file: File | null | undefined): Promise<Uint8Array | undefined> {
  if (!file) return undefined;
  if (file.size > CATALOG_LIMITS.imageBytesMax) {
    throw new ValidationError(IMAGE_MESSAGES.size, { image: [IMAGE_MESSAGES.size] });
  }
  return new Uint8Array(await file.arrayBuffer());
}

export const Deletion = builder.objectRef<{ id: number }>("Deletion").implement({
  fields: (t) => ({ id: t.exposeID("id") }),
});

export const admin = { admin: true } as const;

export const writeErrors = { types: [ValidationError, NotFoundError, ConflictError] };
