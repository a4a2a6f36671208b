import { graphql } from "../../../gql";

export const ConfirmSignUpMutation = graphql(`
  mutation ConfirmSignUp($token: String!) {
    confirmSignUp(token: $token) {
      __typename
      ... on MutationConfirmSignUpSuccess {
        data {
          customer {
            id
            lastName
            firstName
          }
          credentials {
            accessToken
            client
            uid
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
