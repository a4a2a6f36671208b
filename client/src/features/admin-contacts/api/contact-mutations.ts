import { graphql } from "../../../gql";

export const MarkContactReadMutation = graphql(`
  mutation MarkContactRead($id: ID!) {
    markContactRead(id: $id) {
      __typename
      ... on MutationMarkContactReadSuccess {
        data {
          ...ContactDetail_contact
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

export const ReplyToContactMutation = graphql(`
  mutation ReplyToContact($id: ID!, $body: String!) {
    replyToContact(id: $id, body: $body) {
      __typename
      ... on MutationReplyToContactSuccess {
        data {
          ...ContactDetail_contact
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
