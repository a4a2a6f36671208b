import { graphql } from "../../../gql";

export const ConfirmTwoFactorMutation = graphql(`
  mutation ConfirmTwoFactor($code: String!) {
    confirmTwoFactor(code: $code) {
      __typename
      ... on MutationConfirmTwoFactorSuccess {
        data {
          recoveryCodes
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
