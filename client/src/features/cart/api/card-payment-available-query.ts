import { graphql } from "../../../gql";

/** Whether card payment is offered at all (not in production without a real gateway). */
export const CardPaymentAvailableQuery = graphql(`
  query CardPaymentAvailable {
    cardPaymentAvailable
  }
`);
