import { graphql } from "../../../gql";

export const PlaceShopOrderMutation = graphql(`
  mutation PlaceShopOrder($input: PlaceShopOrderInput!) {
    placeShopOrder(input: $input) {
      __typename
      ... on MutationPlaceShopOrderSuccess {
        data {
          order {
            id
            code
            total
          }
        }
      }
      ... on Error {
        message
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
