import { graphql } from "../../../gql";

/** A server cart line's product, to show the line on a device that has not seen it yet. */
export const ServerCartProductQuery = graphql(`
  query ServerCartProduct($id: ID!) {
    product(id: $id) {
      id
      name
      description
      image
      price
      priceWithTax
      options {
        id
        name
        price
        priceWithTax
      }
      toppings {
        id
        name
        options {
          id
          name
          price
          priceWithTax
        }
      }
    }
  }
`);
