import { graphql } from "../../../gql";

/** Deletes, or archives a product that past orders show. */
export const DeleteProductMutation = graphql(`
  mutation DeleteProduct($id: ID!) {
    deleteProduct(id: $id) {
      __typename
      ... on MutationDeleteProductSuccess {
        data {
          id
          archived
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
