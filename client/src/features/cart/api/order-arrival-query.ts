import { graphql } from "../../../gql";

/** The arrival link's order on load: car or not, a notice already given, or why none is taken now. */
export const OrderArrivalQuery = graphql(`
  query OrderArrival($code: String!, $secret: String!) {
    orderArrival(code: $code, secret: $secret) {
      __typename
      ... on QueryOrderArrivalSuccess {
        data {
          code
          useCar
          slotStartsAt
          slotEndsAt
          arrivedAt
          refusal
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
