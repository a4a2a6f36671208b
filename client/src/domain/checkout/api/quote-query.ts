import { graphql } from "../../../gql";

/** The server's price of a cart: every amount the cart, checkout and confirmation show. */
export const QuoteQuery = graphql(`
  query Quote($input: QuoteInput!) {
    quote(input: $input) {
      __typename
      ... on QueryQuoteSuccess {
        data {
          itemsTotal
          deliveryFee
          total
          taxTotal
          orderable
          kitchenUnits
          slotProblem {
            code
            message
          }
          deliveryArea {
            name
            fee
            minimumOrder
          }
          taxes {
            rate
            amount
            tax
          }
          lines {
            index
            unitAmount
            amount
            problems {
              code
              message
            }
          }
          problems {
            code
            message
            lineIndex
          }
        }
      }
      ... on ValidationError {
        message
      }
    }
  }
`);
