import { graphql } from "../../../gql";

/** /mypage/history/:id: one of the customer's own orders by its code. */
export const HistoryOrderQuery = graphql(`
  query HistoryOrder($code: String!) {
    order(code: $code) {
      id
      code
      method
      items {
        id
        productId
        productOptionId
        quantity
        toppings {
          id
          toppingOptionId
        }
      }
      ...OrderReceipt_order
    }
  }
`);
