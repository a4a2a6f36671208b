import { graphql } from "../../../gql";

/** At sign-in: the guest cart's lines join the customer's server cart. */
export const MergeCartMutation = graphql(`
  mutation MergeCart($items: [CartItemInput!]!) {
    mergeCart(items: $items) {
      __typename
      ... on MutationMergeCartSuccess {
        data {
          lines {
            id
            productId
            productOptionId
            toppingOptionIds
            quantity
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
