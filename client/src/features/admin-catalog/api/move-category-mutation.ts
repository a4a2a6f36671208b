import { graphql } from "../../../gql";

export const MoveCategoryMutation = graphql(`
  mutation MoveCategory($id: ID!, $direction: MoveDirection!) {
    moveCategory(id: $id, direction: $direction) {
      __typename
      ... on MutationMoveCategorySuccess {
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
