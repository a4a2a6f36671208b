import { graphql } from "../../../gql";

/** Refused while the category holds products; the message names them. */
export const DeleteCategoryMutation = graphql(`
  mutation DeleteCategory($id: ID!) {
    deleteCategory(id: $id) {
      __typename
      ... on Error {
        message
      }
    }
  }
`);
