import { graphql } from "../../../gql";

export const AuditLogQuery = graphql(`
  query AuditLog($actorId: ID, $kind: String, $date: String) {
    auditLog(actorId: $actorId, kind: $kind, date: $date) {
      __typename
      ... on QueryAuditLogSuccess {
        data {
          entries {
            id
            kindLabel
            actorName
            subject
            detail
            createdAt
          }
          actors {
            id
            name
          }
          kinds {
            key
            label
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
