import { graphql } from "../../../gql";

/** Until when each method takes same-day online orders, from the shop's own hours. */
export const OrderingHoursQuery = graphql(`
  query OrderingHours {
    receptionStates {
      method
      orderingHours
      orderingTimes {
        until
        last
      }
    }
  }
`);
