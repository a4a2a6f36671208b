import { graphql } from "../../../gql";

/** The last nightly backup: when, how big, and whether it needs attention. */
export const BackupStatusQuery = graphql(`
  query BackupStatus {
    backupStatus {
      lastOkAt
      lastOkBytes
      lastFailedAt
      needsAttention
    }
  }
`);
