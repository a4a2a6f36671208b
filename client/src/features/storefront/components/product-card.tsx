import { PRODUCT_BADGES } from "@shared/constants";
import { formatYen } from "@shared/pricing";
import { useState } from "react";
import { type FragmentType, graphql, useFragment } from "../../../gql";

export const ProductCardFragment = graphql(`
  fragment ProductCard_product on Product {
    id
    name
    description
    image
    badge
    priceWithTax
    lowestPriceWithTax
    options {
      id
      name
      priceWithTax
    }
  }
`);

interface ProductCardProps {
  product: FragmentType<typeof ProductCardFragment>;
}

export function ProductCard(props: ProductCardProps) {
  const product = useFragment(ProductCardFragment, props.product);
  // A missing image file falls back to the same placeholder as a product without one.
  const [imageFailed, setImageFailed] = useState(false);
  const hasOptions = product.options.length > 0;
  // With options the card shows the cheapest one as a starting price: "540円〜（税込）".
  const price = hasOptions ? `${formatYen(product.lowestPriceWithTax)}〜` : formatYen(product.priceWithTax);

  return (
    <article className="product-card" data-testid="product-card" aria-labelledby={`product-${product.id}`}>
      <div className="product-card__media">
        {product.image && !imageFailed ? (
          <img
            src={product.image}
            alt={product.name}
            width={480}
            height={360}
            loading="lazy"
            decoding="async"
            onError={() => setImageFailed(true)}
          />
        ) : (
          <span className="product-card__no-image" aria-hidden="true">
            唐
          </span>
        )}
        {product.badge ? (
          <span className={`product-card__ribbon product-card__ribbon--${product.badge.toLowerCase()}`}>
            {PRODUCT_BADGES[product.badge]}
          </span>
        ) : null}
      </div>
      <div className="product-card__body">
        <h3 className="product-card__name" id={`product-${product.id}`}>
          {product.name}
        </h3>
        <p className="product-card__price" data-testid="product-price">
          {price}
          <span className="product-card__tax">（税込）</span>
        </p>
        <p className="product-card__description">{product.description}</p>
        {hasOptions ? (
          <ul className="product-card__options" aria-label={`${product.name}の種類`}>
            {product.options.map((option) => (
              <li key={option.id} className="product-card__option">
                <span>{option.name}</span>
                <span className="product-card__option-price">{formatYen(option.priceWithTax)}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
