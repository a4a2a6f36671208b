import { graphql } from "../../../gql";

/** Takeout slots that can still be chosen, for a phone order or a later pickup. */
export const ShopSlotsQuery = graphql(`
  query ShopSlots {
    displayTimes(method: TAKEOUT) {
      days {
        date
        slots {
          startsAt
          label
          remaining
          available
        }
      }
    }
  }
`);
