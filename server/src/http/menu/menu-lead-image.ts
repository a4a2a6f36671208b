// The first photo /menu shows: its largest contentful paint (decision 0025). Sent as a Link
// preload header with the page's HTML, so a phone starts fetching it with the HTML instead of after
// the scripts or the menu's answer. The same product the client marks as priority (ProductCard):
// the first product of the first category on the menu without a method, tab or allergen filter.
import { PRODUCT_IMAGE_SIZES } from "../../../../shared/product-image.js";
import type { PrismaClient } from "../../generated/prisma/client.js";
import { catalogCache } from "../../lib/shop-cache.js";
import { menuCategories, productOrder } from "../../modules/catalog/catalog.service.js";
import { imageSrcset, imageUrl } from "../../modules/catalog/image-urls.js";

export interface LeadImage {
  href: string;
  srcset: string | null;
}

/** Cached with the menu (same day, emptied by the same catalog changes). */
export function menuLeadImage(prisma: PrismaClient): Promise<LeadImage | null> {
  return catalogCache(prisma).remember("menu.leadImage", async (day) => {
    const [first] = await menuCategories(
      { prisma, viewer: null },
      null,
      { include: { products: { orderBy: productOrder, take: 1, select: { image: true, imageHash: true } } } },
      day,
    );
    const product = first?.products[0];
    if (product?.imageHash)
      return { href: imageUrl(product.imageHash), srcset: imageSrcset(product.imageHash) };
    return product?.image ? { href: product.image, srcset: null } : null;
  });
}

/** RFC 8288 Link value preloading the image as ProductCard's <img> would ask for it. */
export function leadImageLink(image: LeadImage): string {
  const quoted = (value: string) => `"${value.replace(/["\\]/g, "")}"`;
  const srcset = image.srcset
    ? `; imagesrcset=${quoted(image.srcset)}; imagesizes=${quoted(PRODUCT_IMAGE_SIZES)}`
    : "";
  return `<${encodeURI(image.href)}>; rel=preload; as=image; fetchpriority=high${srcset}`;
}
