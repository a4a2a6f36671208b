import { graphql } from "../../../gql";

export const AdminCustomerQuery = graphql(`
  query AdminCustomer($id: ID!) {
    adminCustomer(id: $id) {
      __typename
      ... on QueryAdminCustomerSuccess {
        data {
          id
          lastName
          firstName
          lastNameKana
          firstNameKana
          email
          tel
          postalCode
          prefectureId
          address1
          address2
          createdAt
          orderCount
          orderTotal
          orders(take: 50) {
            id
            code
            status
            statusLabel
            method
            slotStartsAt
            total
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
