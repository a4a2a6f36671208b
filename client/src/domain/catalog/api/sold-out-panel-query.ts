import { graphql } from "../../../gql";

/** Every product that can be on sale, with its options' 品切れ state, for the kitchen board. */
export const SoldOutPanelQuery = graphql(`
  query SoldOutPanel {
    adminProducts(perPage: 100, filter: { visibility: PUBLIC }) {
      __typename
      ... on QueryAdminProductsSuccess {
        data {
          products {
            id
            name
            soldOutState
            options {
              id
              name
              soldOutState
            }
          }
        }
      }
    }
  }
`);
