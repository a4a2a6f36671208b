import { graphql } from "../../../gql";

/** A cart line's product, to change its option and toppings. */
export const CartProductQuery = graphql(`
  query CartProduct($id: ID!) {
    product(id: $id) {
      id
      name
      ...ProductChoice_product
    }
  }
`);
