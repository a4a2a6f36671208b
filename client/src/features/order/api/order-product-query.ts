import { graphql } from "../../../gql";

/** /order/:id: one product with everything needed to choose it. */
export const OrderProductQuery = graphql(`
  query OrderProduct($id: ID!) {
    product(id: $id) {
      id
      name
      description
      image
      isTakeout
      isDelivery
      lowestPriceWithTax
      ...ProductChoice_product
    }
  }
`);
