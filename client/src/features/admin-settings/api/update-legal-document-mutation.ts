import { graphql } from "../../../gql";

export const UpdateLegalDocumentMutation = graphql(`
  mutation UpdateLegalDocument($kind: LegalDocumentKind!, $input: LegalDocumentInput!) {
    updateLegalDocument(kind: $kind, input: $input) {
      __typename
      ... on MutationUpdateLegalDocumentSuccess {
        data {
          kind
          body
          updatedAt
          updatedBy
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
