import { graphql } from "../../../gql";

export const PlaceOrderMutation = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      __typename
      ... on MutationPlaceOrderSuccess {
        data {
          arrivalSecret
          paymentUrl
          order {
            id
            code
            total
          }
        }
      }
      ... on Error {
        code
        message
      }
      ... on PriceChangedError {
        quote {
          total
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          messages
        }
      }
    }
  }
`);
