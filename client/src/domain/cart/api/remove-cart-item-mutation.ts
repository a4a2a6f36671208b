import { graphql } from "../../../gql";

/** One line out of the server cart. */
export const RemoveCartItemMutation = graphql(`
  mutation RemoveCartItem($id: ID!) {
    removeCartItem(id: $id) {
      __typename
      ... on Error {
        message
      }
    }
  }
`);
