import { graphql } from "../../../gql";

export const SendAdministratorPasswordLinkMutation = graphql(`
  mutation SendAdministratorPasswordLink($id: ID!) {
    sendAdministratorPasswordLink(id: $id) {
      __typename
      ... on MutationSendAdministratorPasswordLinkSuccess {
        data {
          id
          email
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
