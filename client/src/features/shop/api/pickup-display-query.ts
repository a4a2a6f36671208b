import { graphql } from "../../../gql";

/** The pickup display's call numbers: being prepared, and ready at the counter (numbers only). */
export const PickupDisplayQuery = graphql(`
  query PickupDisplay {
    pickupDisplay {
      preparing
      ready
    }
  }
`);
