import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { SetProductOptionSoldOutMutation } from "./api/set-option-sold-out-mutation";
import { SetProductSoldOutMutation } from "./api/set-product-sold-out-mutation";
import { SoldOutPanelQuery } from "./api/sold-out-panel-query";
import { SoldOutToggle } from "./sold-out-toggle";

/**
 * The kitchen's 品切れ switches, folded away until opened. `open` given: a section shown inside a
 * panel the caller folds (the board's controls bar), read only while that panel is open.
 */
export function SoldOutPanel(props: { open?: boolean }) {
  const [openSelf, setOpen] = useState(false);
  const open = props.open ?? openSelf;
  const { data } = useQuery(SoldOutPanelQuery, { skip: !open, fetchPolicy: "cache-and-network" });
  const [setProduct, productBusy] = useMutation(SetProductSoldOutMutation);
  const [setOption, optionBusy] = useMutation(SetProductOptionSoldOutMutation);
  const result = data?.adminProducts;
  const products = result?.__typename === "QueryAdminProductsSuccess" ? result.data.products : [];
  const soldOutCount = products.filter(
    (p) => p.soldOutState !== "AVAILABLE" || p.options.some((o) => o.soldOutState !== "AVAILABLE"),
  ).length;
  const list = (
    <ul className="sold-out-panel__list">
      {products.map((product) => (
        <li key={product.id} className="sold-out-panel__item">
          <span className="sold-out-panel__name">{product.name}</span>
          <SoldOutToggle
            name={product.name}
            state={product.soldOutState}
            busy={productBusy.loading}
            onChange={(state) => void setProduct({ variables: { id: product.id, state } }).catch(() => {})}
          />
          {product.options.length ? (
            <span className="sold-out-panel__options">
              {product.options.map((option) => (
                <span key={option.id} className="sold-out-panel__option">
                  {option.name}
                  <SoldOutToggle
                    name={`${product.name} ${option.name}`}
                    state={option.soldOutState}
                    busy={optionBusy.loading}
                    onChange={(state) =>
                      void setOption({ variables: { id: option.id, state } }).catch(() => {})
                    }
                  />
                </span>
              ))}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
  const title = `品切れの設定${open && soldOutCount ? `（${soldOutCount}品 品切れ中）` : ""}`;
  if (props.open !== undefined) {
    return (
      <section className="sold-out-panel sold-out-panel--section" aria-label="品切れの設定">
        <h2 className="sold-out-panel__summary">{title}</h2>
        {list}
      </section>
    );
  }
  return (
    <details className="sold-out-panel" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="sold-out-panel__summary">{title}</summary>
      {list}
    </details>
  );
}
