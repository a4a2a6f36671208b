import { graphql } from "../../../gql";

export const DisableTwoFactorMutation = graphql(`
  mutation DisableTwoFactor($password: String!, $code: String!) {
    disableTwoFactor(password: $password, code: $code) {
      __typename
      ... on MutationDisableTwoFactorSuccess {
        data {
          id
          twoFactorEnabled
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
