import { graphql } from "../../../gql";

/** Days and time slots that can still be chosen for the method. */
export const DisplayTimesQuery = graphql(`
  query DisplayTimes($method: ProvisionMethod!, $units: Int) {
    displayTimes(method: $method, units: $units) {
      days {
        date
        weekday
        slots {
          startsAt
          endsAt
          label
          remaining
          available
        }
      }
    }
  }
`);
