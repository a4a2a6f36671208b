import { graphql } from "../../../gql";

/** The logged-in customer's server cart. */
export const ServerCartQuery = graphql(`
  query ServerCart {
    cart {
      lines {
        id
        productId
        productOptionId
        toppingOptionIds
        quantity
      }
    }
  }
`);
