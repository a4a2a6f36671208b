import { graphql } from "../../../gql";

export const SetAdministratorPasswordWithLinkMutation = graphql(`
  mutation SetAdministratorPasswordWithLink($input: AdministratorLinkPasswordInput!) {
    setAdministratorPasswordWithLink(input: $input) {
      __typename
      ... on MutationSetAdministratorPasswordWithLinkSuccess {
        data {
          id
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
