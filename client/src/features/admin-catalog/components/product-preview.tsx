import { allergenText } from "@shared/allergens";
import { PRODUCT_BADGES, type ProductBadge } from "@shared/constants";

interface ProductPreviewProps {
  name: string;
  description: string;
  image: string | null;
  badge: ProductBadge | null | undefined;
  allergens: readonly string[];
  options: readonly { name: string }[];
  /** The saved product's price text ("390円〜"), computed by the server; null before saving. */
  savedPrice: string | null;
}

/**
 * The card as customers will see it, drawn with the storefront's card styles. Prices are the
 * server's: an unsaved price shows after saving, never computed here.
 */
export function ProductPreview(props: ProductPreviewProps) {
  return (
    <aside className="product-preview" aria-label="ストアでの表示（プレビュー）">
      <p className="product-preview__label">プレビュー</p>
      <article className="product-card">
        <div className="product-card__media">
          {props.image ? (
            <img src={props.image} alt="" width={480} height={360} />
          ) : (
            <span className="product-card__no-image" aria-hidden="true">
              唐
            </span>
          )}
          {props.badge ? (
            <span className={`product-card__ribbon product-card__ribbon--${props.badge.toLowerCase()}`}>
              {PRODUCT_BADGES[props.badge]}
            </span>
          ) : null}
        </div>
        <div className="product-card__body">
          <h3 className="product-card__name">{props.name || "（商品名）"}</h3>
          <p className="product-card__price">
            {props.savedPrice ?? "価格は保存後に表示"}
            {props.savedPrice === null ? null : <span className="product-card__tax">（税込）</span>}
          </p>
          <p className="product-card__description">{props.description}</p>
          {props.allergens.length ? (
            <p className="product-card__allergens">
              <span className="product-card__allergens-label">アレルゲン：</span>
              {allergenText(props.allergens)}
            </p>
          ) : null}
          {props.options.length ? (
            <ul className="product-card__options">
              {props.options.map((o, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows being typed have no id yet
                <li key={i} className="product-card__option">
                  <span>{o.name}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </article>
    </aside>
  );
}
