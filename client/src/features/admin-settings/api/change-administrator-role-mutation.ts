import { graphql } from "../../../gql";

export const ChangeAdministratorRoleMutation = graphql(`
  mutation ChangeAdministratorRole($id: ID!, $role: AdminRole!) {
    changeAdministratorRole(id: $id, role: $role) {
      __typename
      ... on MutationChangeAdministratorRoleSuccess {
        data {
          id
          role
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
