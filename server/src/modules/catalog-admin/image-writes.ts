// A catalog write that may bring a photo: the photo is checked and re-encoded before anything is
// written, its files are stored before the transaction, taken back if the transaction fails (no
// orphan file), and a replaced photo's files are removed once no row uses them any more.
import type { CatalogDeps } from "./catalog-admin.common.js";
import { processImage } from "./images.js";

export interface ImageChange {
  /** The uploaded file's bytes. */
  upload?: Uint8Array | null;
  /** Drop the current photo (ignored when a new one is uploaded). */
  remove?: boolean | null;
}

/**
 * `write` receives the new imageHash (undefined: unchanged, null: removed) and returns the row's
 * previous hash when it replaced or removed one.
 */
export async function writeWithImage<T>(
  deps: CatalogDeps,
  change: ImageChange,
  write: (imageHash: string | null | undefined) => Promise<{ value: T; previous: string | null }>,
): Promise<T> {
  const image = change.upload ? await processImage(change.upload) : undefined;
  const created = image ? await deps.media.save(image) : [];
  let outcome: { value: T; previous: string | null };
  try {
    outcome = await write(image ? image.hash : change.remove ? null : undefined);
  } catch (error) {
    await deps.media.remove(created);
    throw error;
  }
  if (outcome.previous && outcome.previous !== image?.hash) await removeIfUnused(deps, outcome.previous);
  return outcome.value;
}

/** Removes a photo's files when no product or topping shows it (identical uploads share files). */
export async function removeIfUnused(deps: CatalogDeps, hash: string): Promise<void> {
  const [products, toppings] = await Promise.all([
    deps.prisma.product.count({ where: { imageHash: hash } }),
    deps.prisma.topping.count({ where: { imageHash: hash } }),
  ]);
  if (products === 0 && toppings === 0) await deps.media.removeHash(hash);
}
