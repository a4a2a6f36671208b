import { graphql } from "../../../gql";

/** Whether each method takes orders today, with the shop's message and the next free slot. */
export const ReceptionStatesQuery = graphql(`
  query ReceptionStates {
    receptionStates {
      method
      reason
      acceptingToday
      message
      resumesAt
      orderingHours
      orderingTimes {
        until
        last
      }
      nextSlot {
        label
        startsAt
      }
    }
  }
`);
