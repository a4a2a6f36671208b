import { graphql } from "../../../gql";

export const AdminToppingsQuery = graphql(`
  query AdminToppings {
    adminToppings {
      id
      name
      image
      isPublic
      position
      allergens
      options {
        id
        name
        priceWithTax
      }
      usedBy {
        id
        name
      }
    }
  }
`);
