import { graphql } from "../../../gql";

/** Whether each method takes orders now, the shop's message (with a pause's reason) and its resume. */
export const MethodReceptionQuery = graphql(`
  query MethodReception {
    receptionStates {
      method
      reason
      message
      resumesAt
      nextSlot {
        startsAt
      }
    }
  }
`);
