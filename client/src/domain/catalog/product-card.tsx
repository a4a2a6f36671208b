import { PRODUCT_BADGES } from "@shared/constants";
import { formatYen } from "@shared/pricing";
import { useState } from "react";
import { Link } from "react-router";
import { SuccessToast } from "../../components/success-toast";
import { type FragmentType, graphql, useFragment } from "../../gql";
import { useSuccessMessage } from "../../lib/use-success-message";
import { ProductDialog } from "./product-dialog";

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
    ...ProductChoice_product
  }
`);

interface ProductCardProps {
  product: FragmentType<typeof ProductCardFragment>;
  /** Where the product's own page is (the ordering flow links to /order/:id). */
  detailPath?: string;
}

export function ProductCard(props: ProductCardProps) {
  const product = useFragment(ProductCardFragment, props.product);
  // A missing image file falls back to the same placeholder as a product without one.
  const [imageFailed, setImageFailed] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [message, showMessage] = useSuccessMessage();
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
        <div className="product-card__actions">
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => setDialogOpen(true)}
            aria-haspopup="dialog"
          >
            {hasOptions ? "選んでカートに入れる" : "カートに入れる"}
            <span className="visually-hidden">（{product.name}）</span>
          </button>
          {props.detailPath ? (
            <Link to={props.detailPath} className="product-card__detail-link">
              詳しく見る<span className="visually-hidden">（{product.name}）</span>
            </Link>
          ) : null}
        </div>
      </div>
      <ProductDialog
        open={dialogOpen}
        name={product.name}
        priceText={price}
        product={product}
        onClose={() => setDialogOpen(false)}
        onAdded={showMessage}
      />
      <SuccessToast message={message} />
    </article>
  );
}
