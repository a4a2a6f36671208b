import { type FragmentType, graphql, useFragment } from "../../../gql";

export const OrderItemsFragment = graphql(`
  fragment OrderItems_order on Order {
    items {
      id
      productName
      optionName
      quantity
      toppings {
        id
        toppingName
        optionName
      }
    }
  }
`);

/** What to cook: each line with its option, toppings and quantity. */
export function OrderItems(props: { order: FragmentType<typeof OrderItemsFragment>; className: string }) {
  const { items } = useFragment(OrderItemsFragment, props.order);
  return (
    <ul className={props.className} data-testid="order-items">
      {items.map((item) => (
        <li key={item.id}>
          <span className="order-items__name">
            {item.productName}
            {item.optionName ? <span className="order-items__option">（{item.optionName}）</span> : null}
          </span>
          <span className="order-items__quantity">× {item.quantity}</span>
          {item.toppings.length ? (
            <ul className="order-items__toppings">
              {item.toppings.map((topping) => (
                <li key={topping.id}>
                  ＋{topping.toppingName}（{topping.optionName}）
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
