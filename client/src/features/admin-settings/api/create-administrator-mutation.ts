import { graphql } from "../../../gql";

export const CreateAdministratorMutation = graphql(`
  mutation CreateAdministrator($input: AdministratorInput!) {
    createAdministrator(input: $input) {
      __typename
      ... on MutationCreateAdministratorSuccess {
        data {
          id
          name
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
