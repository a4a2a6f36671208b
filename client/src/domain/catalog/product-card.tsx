import { PRODUCT_IMAGE_SIZES } from "@shared/product-image";
import { useState } from "react";
import { Link } from "react-router";
import { SuccessToast } from "../../components/success-toast";
import { type FragmentType, graphql, useFragment } from "../../gql";
import { loadMoreMessages, type MessageKey, useFormats, useT } from "../../lib/i18n";
import { useSuccessMessage } from "../../lib/use-success-message";
import { useAllergenText } from "./allergen-names";
import type { ProductDialog as ProductDialogComponent } from "./product-dialog";

/**
 * The option dialog and its form (ProductChoice, the cart's line quote) are a chunk of their own:
 * a menu shows tens of cards and no dialog until one is asked for (decision 0025). MenuView loads
 * it once the page has loaded and the visitor starts using it (preloadProductDialog), so the first
 * click does not wait for it.
 * Not React.lazy: Suspense reveals its content on a timer, and a page whose clock is paused
 * (the e2e tests' page.clock) would never see the dialog.
 */
let loadedDialog: typeof ProductDialogComponent | undefined;
// Its texts (the options, the quantity, the cart's quote) are in the rest of the catalogue.
const loadProductDialog = () =>
  Promise.all([import("./product-dialog"), loadMoreMessages("rest")]).then(([m]) => {
    loadedDialog = m.ProductDialog;
    return m.ProductDialog;
  });
export const preloadProductDialog = () => void loadProductDialog().catch(() => {});

export const ProductCardFragment = graphql(`
  fragment ProductCard_product on Product {
    id
    name
    description
    image
    imageSrcset
    badge
    priceWithTax
    lowestPriceWithTax
    soldOut
    allergens
    options {
      id
      name
      priceWithTax
      soldOut
    }
    ...ProductChoice_product
  }
`);

interface ProductCardProps {
  product: FragmentType<typeof ProductCardFragment>;
  /** Where the product's own page is (the ordering flow links to /order/:id). */
  detailPath?: string;
  /** The page's first, largest image (its LCP): fetched at once and first, never lazily. */
  priority?: boolean;
}

export function ProductCard(props: ProductCardProps) {
  const product = useFragment(ProductCardFragment, props.product);
  // A missing image file falls back to the same placeholder as a product without one.
  const [imageFailed, setImageFailed] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Mounted at the first opening and kept: closing goes through <dialog>.close(), focus returns.
  const [ProductDialog, setProductDialog] = useState<typeof ProductDialogComponent>();
  const openDialog = () => {
    if (ProductDialog) setDialogOpen(true);
    else if (loadedDialog) {
      setProductDialog(() => loadedDialog);
      setDialogOpen(true);
    } else
      void loadProductDialog().then((component) => {
        setProductDialog(() => component);
        setDialogOpen(true);
      });
  };
  const [message, showMessage] = useSuccessMessage();
  const hasOptions = product.options.length > 0;
  // 品切れ: the product, or every one of its options.
  const soldOut = product.soldOut || (hasOptions && product.options.every((o) => o.soldOut));
  const t = useT();
  const { yen } = useFormats();
  const allergens = useAllergenText()(product.allergens);
  // With options the card shows the cheapest one as a starting price: "540円〜（税込）".
  const price = hasOptions
    ? t("price.from", { price: yen(product.lowestPriceWithTax) })
    : yen(product.priceWithTax);

  return (
    <article
      className={`product-card${soldOut ? " product-card--sold-out" : ""}`}
      data-testid="product-card"
      aria-labelledby={`product-${product.id}`}
    >
      <div className="product-card__media">
        {product.image && !imageFailed ? (
          <img
            src={product.image}
            srcSet={product.imageSrcset ?? undefined}
            sizes={product.imageSrcset ? PRODUCT_IMAGE_SIZES : undefined}
            alt={product.name}
            width={480}
            height={360}
            loading={props.priority ? "eager" : "lazy"}
            fetchPriority={props.priority ? "high" : "auto"}
            decoding={props.priority ? "auto" : "async"}
            onError={() => setImageFailed(true)}
          />
        ) : (
          <span className="product-card__no-image" aria-hidden="true">
            唐
          </span>
        )}
        {soldOut ? (
          <span className="product-card__sold-out" data-testid="sold-out">
            {t("product.soldOut")}
          </span>
        ) : null}
        {product.badge ? (
          <span className={`product-card__ribbon product-card__ribbon--${product.badge.toLowerCase()}`}>
            {t(`badge.${product.badge}` as MessageKey)}
          </span>
        ) : null}
      </div>
      <div className="product-card__body">
        <h3 className="product-card__name" id={`product-${product.id}`}>
          {product.name}
        </h3>
        <p className="product-card__price" data-testid="product-price">
          {price}
          <span className="product-card__tax">{t("price.taxIncludedNote")}</span>
        </p>
        <p className="product-card__description">{product.description}</p>
        {allergens ? (
          <p className="product-card__allergens" data-testid="product-allergens">
            <span className="product-card__allergens-label">{t("product.allergensLabel")}</span>
            {allergens}
          </p>
        ) : null}
        {hasOptions ? (
          <ul className="product-card__options" aria-label={t("product.optionsOf", { name: product.name })}>
            {product.options.map((option) => (
              <li key={option.id} className="product-card__option">
                <span>
                  {option.name}
                  {option.soldOut && !soldOut ? (
                    <span className="product-card__option-sold-out">{t("product.soldOut")}</span>
                  ) : null}
                </span>
                <span className="product-card__option-price">{yen(option.priceWithTax)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="product-card__actions">
          <button
            type="button"
            className="button button--primary button--small"
            onClick={openDialog}
            aria-haspopup="dialog"
            disabled={soldOut}
          >
            {soldOut
              ? t("product.soldOutNow")
              : hasOptions
                ? t("product.chooseAndAdd")
                : t("product.addToCart")}
            <span className="visually-hidden">{t("common.aboutName", { name: product.name })}</span>
          </button>
          {props.detailPath ? (
            <Link to={props.detailPath} className="product-card__detail-link">
              {t("product.details")}
              <span className="visually-hidden">{t("common.aboutName", { name: product.name })}</span>
            </Link>
          ) : null}
        </div>
      </div>
      {ProductDialog ? (
        <ProductDialog
          open={dialogOpen}
          name={product.name}
          priceText={price}
          product={product}
          onClose={() => setDialogOpen(false)}
          onAdded={showMessage}
        />
      ) : null}
      <SuccessToast message={message} />
    </article>
  );
}
