import { graphql } from "../../../gql";

/** One tap: 品切れ for today, until further notice, or available again. */
export const SetProductSoldOutMutation = graphql(`
  mutation SetProductSoldOut($id: ID!, $state: SoldOutState!) {
    setProductSoldOut(id: $id, state: $state) {
      __typename
      ... on MutationSetProductSoldOutSuccess {
        data {
          id
          soldOut
          soldOutState
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
