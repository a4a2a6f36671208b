import { graphql } from "../../../gql";

/** Applies a new e-mail address with the token mailed to it. */
export const ConfirmEmailChangeMutation = graphql(`
  mutation ConfirmEmailChange($token: String!) {
    confirmEmailChange(token: $token) {
      __typename
      ... on MutationConfirmEmailChangeSuccess {
        data {
          email
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
