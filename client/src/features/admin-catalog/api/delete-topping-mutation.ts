import { graphql } from "../../../gql";

/** Refused while products offer the topping; the message names them. */
export const DeleteToppingMutation = graphql(`
  mutation DeleteTopping($id: ID!) {
    deleteTopping(id: $id) {
      __typename
      ... on Error {
        message
      }
    }
  }
`);
