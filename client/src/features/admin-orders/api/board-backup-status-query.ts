import { graphql } from "../../../gql";

/** Whether the nightly backup needs someone's attention (failed, or none for 26 hours). */
export const BoardBackupStatusQuery = graphql(`
  query BoardBackupStatus {
    backupStatus {
      needsAttention
      lastOkAt
    }
  }
`);
