import { graphql } from "../../../gql";

/** The CloudPRNT printers' state from their polls, and the tickets waiting. */
export const PrintQueueQuery = graphql(`
  query PrintQueue {
    printQueue {
      waitingJobs
      failedJobs
      printers {
        id
        name
        state
        lastPollAt
      }
    }
  }
`);
