import { graphql } from "../../../gql";

export const MoveProductMutation = graphql(`
  mutation MoveProduct($id: ID!, $direction: MoveDirection!) {
    moveProduct(id: $id, direction: $direction) {
      __typename
      ... on MutationMoveProductSuccess {
        data {
          id
          position
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
