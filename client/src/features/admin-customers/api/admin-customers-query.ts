import { graphql } from "../../../gql";

export const AdminCustomersQuery = graphql(`
  query AdminCustomers($query: String, $page: Int) {
    adminCustomers(query: $query, page: $page) {
      totalCount
      page
      perPage
      countText
      customers {
        id
        lastName
        firstName
        lastNameKana
        firstNameKana
        email
        tel
        orderCount
      }
    }
  }
`);
