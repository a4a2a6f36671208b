import { graphql } from "../../../gql";

/** Paid at the counter: the server records it and computes the change. */
export const PayShopOrderMutation = graphql(`
  mutation PayShopOrder($input: PayShopOrderInput!) {
    payShopOrder(input: $input) {
      __typename
      ... on MutationPayShopOrderSuccess {
        data {
          id
          ...ShopPayPanel_order
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

/** Handed over: one tap closes a paid counter order as お渡し済み. */
export const ProvideShopOrderMutation = graphql(`
  mutation ProvideShopOrder($id: ID!) {
    markOrderProvided(id: $id) {
      __typename
      ... on MutationMarkOrderProvidedSuccess {
        data {
          id
          ...ShopPayPanel_order
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
