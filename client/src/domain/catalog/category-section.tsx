import type { ProductTag } from "@shared/constants";
import { type FragmentType, graphql, useFragment } from "../../gql";
import { ProductCard } from "./product-card";
import { matchesTag } from "./product-filter";

export const CategorySectionFragment = graphql(`
  fragment CategorySection_category on Category {
    id
    name
    products {
      id
      tags
      ...ProductCard_product
    }
  }
`);

interface CategorySectionProps {
  category: FragmentType<typeof CategorySectionFragment>;
  tag: ProductTag | null;
  /** Links each card to `${detailBase}${id}` (the ordering flow's product page). */
  detailBase?: string;
}

export function CategorySection(props: CategorySectionProps) {
  const category = useFragment(CategorySectionFragment, props.category);
  const products = category.products.filter((product) => matchesTag(product.tags, props.tag));
  if (products.length === 0) return null;

  const headingId = `category-${category.id}`;
  return (
    <section className="category-section" data-testid="category-section" aria-labelledby={headingId}>
      <h2 className="category-section__title" id={headingId}>
        {category.name}
      </h2>
      <ul className="category-section__products">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              detailPath={props.detailBase ? `${props.detailBase}${product.id}` : undefined}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
