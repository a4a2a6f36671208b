import { graphql } from "../../../gql";

/** A ticket the board sent to the printers: waiting, sent, printed or refused. */
export const PrintJobQuery = graphql(`
  query PrintJob($id: ID!) {
    printJob(id: $id) {
      id
      reprint
      state
    }
  }
`);
