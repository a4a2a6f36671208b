import type { ProductTag } from "@shared/constants";
import { memo } from "react";
import { type FragmentType, graphql, useFragment } from "../../gql";
import { ProductCard } from "./product-card";
import { freeOfAllergens, matchesTag } from "./product-filter";

export const CategorySectionFragment = graphql(`
  fragment CategorySection_category on Category {
    id
    name
    products {
      id
      tags
      allergens
      ...ProductCard_product
    }
  }
`);

interface CategorySectionProps {
  category: FragmentType<typeof CategorySectionFragment>;
  tag: ProductTag | null;
  /** Allergen codes the customer avoids: dishes containing any are hidden. */
  avoided?: readonly string[];
  /** Links each card to `${detailBase}${id}` (the ordering flow's product page). */
  detailBase?: string;
  /** The first section on the page: its first product's image is the page's LCP. */
  leading?: boolean;
}

/** Memoized: a menu read again with the same answer (MenuView keeps its objects) renders nothing. */
export const CategorySection = memo(function CategorySection(props: CategorySectionProps) {
  const category = useFragment(CategorySectionFragment, props.category);
  const products = category.products.filter(
    (product) =>
      matchesTag(product.tags, props.tag) && freeOfAllergens(product.allergens, props.avoided ?? []),
  );
  if (products.length === 0) return null;

  const headingId = `category-${category.id}`;
  return (
    <section className="category-section" data-testid="category-section" aria-labelledby={headingId}>
      <h2 className="category-section__title" id={headingId}>
        {category.name}
      </h2>
      <ul className="category-section__products">
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              detailPath={props.detailBase ? `${props.detailBase}${product.id}` : undefined}
              priority={props.leading === true && index === 0}
            />
          </li>
        ))}
      </ul>
    </section>
  );
});
