import { useMutation } from "@apollo/client/react";
import { allergenText } from "@shared/allergens";
import { formatYen } from "@shared/pricing";
import { useState } from "react";
import { Link } from "react-router";
import { messageOfError } from "../../../components/form/server-errors";
import { SetProductOptionSoldOutMutation } from "../../../domain/catalog/api/set-option-sold-out-mutation";
import { SetProductSoldOutMutation } from "../../../domain/catalog/api/set-product-sold-out-mutation";
import { SoldOutToggle } from "../../../domain/catalog/sold-out-toggle";
import { type FragmentType, graphql, useFragment } from "../../../gql";

export const ProductRowFragment = graphql(`
  fragment ProductRow_product on Product {
    id
    name
    image
    isPublic
    isTakeout
    isDelivery
    priceWithTax
    lowestPriceWithTax
    soldOutState
    allergens
    category {
      id
      name
    }
    options {
      id
      name
      priceWithTax
      soldOutState
    }
  }
`);

interface ProductRowProps {
  product: FragmentType<typeof ProductRowFragment>;
  onError: (message: string) => void;
  reorder?: React.ReactNode;
  onDelete: (product: { id: string; name: string }) => void;
}

export function ProductRow(props: ProductRowProps) {
  const product = useFragment(ProductRowFragment, props.product);
  const [setProduct, productBusy] = useMutation(SetProductSoldOutMutation);
  const [setOption, optionBusy] = useMutation(SetProductOptionSoldOutMutation);
  const [imageFailed, setImageFailed] = useState(false);
  const hasOptions = product.options.length > 0;
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (e) {
      props.onError(messageOfError(e));
    }
  };
  return (
    <li className="product-row" data-testid="admin-product-row">
      {props.reorder}
      {product.image && !imageFailed ? (
        <img
          className="admin-catalog__thumb"
          src={product.image}
          alt=""
          width={72}
          height={54}
          loading="lazy"
          onError={() => setImageFailed(true)}
        />
      ) : (
        <span className="admin-catalog__thumb admin-catalog__thumb--empty" aria-hidden="true" />
      )}
      <div className="product-row__main">
        <p className="product-row__name">
          <Link to={`/admin/menu/${product.id}`}>{product.name}</Link>
          {product.isPublic ? null : <span className="admin-catalog__tag">非公開</span>}
        </p>
        <p className="admin-catalog__meta">
          {product.category.name}・
          {[product.isTakeout && "テイクアウト", product.isDelivery && "デリバリー"]
            .filter(Boolean)
            .join("／")}
          ・{hasOptions ? `${formatYen(product.lowestPriceWithTax)}〜` : formatYen(product.priceWithTax)}
          （税込）
          {product.allergens.length ? `・アレルゲン：${allergenText(product.allergens)}` : ""}
        </p>
        {hasOptions ? (
          <ul className="product-row__options" aria-label={`${product.name}のオプション`}>
            {product.options.map((option) => (
              <li key={option.id}>
                <span>
                  {option.name} {formatYen(option.priceWithTax)}
                </span>
                <SoldOutToggle
                  name={`${product.name} ${option.name}`}
                  state={option.soldOutState}
                  busy={optionBusy.loading}
                  onChange={(state) => void run(() => setOption({ variables: { id: option.id, state } }))}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="product-row__actions">
        <SoldOutToggle
          name={product.name}
          state={product.soldOutState}
          busy={productBusy.loading}
          onChange={(state) => void run(() => setProduct({ variables: { id: product.id, state } }))}
        />
        <Link className="button button--ghost button--small" to={`/admin/menu/${product.id}`}>
          編集<span className="visually-hidden">（{product.name}）</span>
        </Link>
        <button
          type="button"
          className="button button--danger button--small"
          onClick={() => props.onDelete({ id: product.id, name: product.name })}
        >
          削除<span className="visually-hidden">（{product.name}）</span>
        </button>
      </div>
    </li>
  );
}
