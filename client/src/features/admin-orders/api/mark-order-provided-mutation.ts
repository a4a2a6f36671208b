import { graphql } from "../../../gql";

export const MarkOrderProvidedMutation = graphql(`
  mutation MarkOrderProvided($id: ID!) {
    markOrderProvided(id: $id) {
      ... on MutationMarkOrderProvidedSuccess {
        data {
          id
          status
          statusLabel
          providedAt
          undoableUntil
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
