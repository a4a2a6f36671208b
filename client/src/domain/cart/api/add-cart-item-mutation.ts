import { graphql } from "../../../gql";

/** One line into the server cart (summed with a line of the same choice). */
export const AddCartItemMutation = graphql(`
  mutation AddCartItem($input: CartItemInput!) {
    addCartItem(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`);
