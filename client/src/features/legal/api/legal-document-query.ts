import { graphql } from "../../../gql";

export const LegalDocumentQuery = graphql(`
  query LegalDocument($kind: LegalDocumentKind!) {
    legalDocument(kind: $kind) {
      kind
      title
      body
      updatedAt
    }
  }
`);
