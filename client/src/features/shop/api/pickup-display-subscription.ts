import { graphql } from "../../../gql";

/** The pickup display's numbers again after each order event (no personal data on the socket). */
export const PickupDisplayChangedSubscription = graphql(`
  subscription PickupDisplayChanged {
    pickupDisplayChanged {
      preparing
      ready
    }
  }
`);
