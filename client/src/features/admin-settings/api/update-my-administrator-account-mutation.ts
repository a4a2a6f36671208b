import { graphql } from "../../../gql";

export const UpdateMyAdministratorAccountMutation = graphql(`
  mutation UpdateMyAdministratorAccount($input: AdministratorInput!) {
    updateMyAdministratorAccount(input: $input) {
      __typename
      ... on MutationUpdateMyAdministratorAccountSuccess {
        data {
          id
          name
          email
          role
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
