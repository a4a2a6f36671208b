import { graphql } from "../../../gql";

/** Every order event for the boards; `order` is the order as it is now (normalised into the cache). */
export const OrderEventsSubscription = graphql(`
  subscription OrderEvents {
    orderEvents {
      id
      kind
      at
      order {
        id
        code
        method
        slotStartsAt
        status
        paymentMethod
        ...OrderCard_order
      }
    }
  }
`);
