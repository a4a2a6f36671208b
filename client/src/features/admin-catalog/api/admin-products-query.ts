import { graphql } from "../../../gql";

/** A page of /admin/menu with its filters; rows are drawn by ProductRow. */
export const AdminProductsQuery = graphql(`
  query AdminProducts($filter: AdminProductFilter, $page: Int, $perPage: Int) {
    adminProducts(filter: $filter, page: $page, perPage: $perPage) {
      __typename
      ... on QueryAdminProductsSuccess {
        data {
          totalCount
          page
          perPage
          products {
            id
            name
            ...ProductRow_product
          }
        }
      }
      ... on Error {
        message
      }
    }
    adminCategories {
      id
      name
    }
  }
`);
