import { graphql } from "../../../gql";

export const SendContactMutation = graphql(`
  mutation SendContact($input: ContactInput!) {
    sendContact(input: $input) {
      __typename
      ... on MutationSendContactSuccess {
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
