import { graphql } from "../../../gql";

export const LegalDocumentsQuery = graphql(`
  query LegalDocuments {
    terms: legalDocument(kind: TERMS) {
      kind
      title
      body
      updatedAt
      updatedBy
    }
    privacy: legalDocument(kind: PRIVACY) {
      kind
      title
      body
      updatedAt
      updatedBy
    }
    myAdministrator {
      id
      role
    }
  }
`);
