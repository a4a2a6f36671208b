import { graphql } from "../../../gql";

export const DeleteAdministratorMutation = graphql(`
  mutation DeleteAdministrator($id: ID!) {
    deleteAdministrator(id: $id) {
      __typename
      ... on MutationDeleteAdministratorSuccess {
        data
      }
      ... on Error {
        message
      }
    }
  }
`);
