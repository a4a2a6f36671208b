import { graphql } from "../../../gql";

export const SetProductOptionSoldOutMutation = graphql(`
  mutation SetProductOptionSoldOut($id: ID!, $state: SoldOutState!) {
    setProductOptionSoldOut(id: $id, state: $state) {
      __typename
      ... on MutationSetProductOptionSoldOutSuccess {
        data {
          id
          soldOut
          options {
            id
            soldOut
            soldOutState
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
