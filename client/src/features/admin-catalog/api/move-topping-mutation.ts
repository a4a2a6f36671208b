import { graphql } from "../../../gql";

export const MoveToppingMutation = graphql(`
  mutation MoveTopping($id: ID!, $direction: MoveDirection!) {
    moveTopping(id: $id, direction: $direction) {
      __typename
      ... on MutationMoveToppingSuccess {
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
