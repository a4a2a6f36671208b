// Where a stored product or topping photo is served (catalog-admin/images.ts writes them): the
// menu, the admin screens and the REST answers all name photos this way.

/** The widths written for every photo: cards on phones (1x) and wide screens / 2x. */
export const IMAGE_WIDTHS = [400, 800] as const;
export const MEDIA_PREFIX = "/media";

export function imageFileName(hash: string, width: number): string {
  return `${hash}-${width}.webp`;
}

export function imageUrl(hash: string, width: number = 800): string {
  return `${MEDIA_PREFIX}/${imageFileName(hash, width)}`;
}

/** "…-400.webp 400w, …-800.webp 800w" for <img srcset>. */
export function imageSrcset(hash: string): string {
  return IMAGE_WIDTHS.map((w) => `${imageUrl(hash, w)} ${w}w`).join(", ");
}
