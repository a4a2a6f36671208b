import { graphql } from "../../../gql";

/** At sign-in: the guest cart's lines join the customer's server cart (once per merge key). */
export const MergeCartMutation = graphql(`
  mutation MergeCart($items: [CartItemInput!]!, $mergeKey: String) {
    mergeCart(items: $items, mergeKey: $mergeKey) {
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
