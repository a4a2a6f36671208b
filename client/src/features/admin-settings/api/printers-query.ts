import { graphql } from "../../../gql";

/** /admin/setting/printer: the shop's CloudPRNT printers, and who is looking (the owner registers). */
export const PrintersQuery = graphql(`
  query Printers {
    printQueue {
      printers {
        id
        name
        mac
        state
        statusCode
        lastPollAt
      }
    }
    myAdministrator {
      id
      role
    }
  }
`);
