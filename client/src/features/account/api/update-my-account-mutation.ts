import { graphql } from "../../../gql";

export const UpdateMyAccountMutation = graphql(`
  mutation UpdateMyAccount($input: CustomerProfileInput!) {
    updateMyAccount(input: $input) {
      __typename
      ... on MutationUpdateMyAccountSuccess {
        data {
          id
          email
          pendingEmail
          ...CustomerProfile_customer
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fieldErrors {
          field
          messages
        }
      }
    }
  }
`);
