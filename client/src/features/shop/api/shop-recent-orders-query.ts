import { graphql } from "../../../gql";

/** A caller's last orders found by phone number, to repeat one at today's menu and prices. */
export const ShopRecentOrdersQuery = graphql(`
  query ShopRecentOrders($tel: String!) {
    shopRecentOrders(tel: $tel) {
      __typename
      ... on QueryShopRecentOrdersSuccess {
        data {
          id
          code
          createdAt
          lastName
          total
          items {
            id
            productId
            productName
            productOptionId
            optionName
            quantity
            toppings {
              id
              toppingOptionId
              toppingName
            }
          }
        }
      }
      ... on ValidationError {
        message
      }
    }
  }
`);
