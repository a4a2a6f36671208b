import { graphql } from "../../../gql";

/** The counter's tiles: every takeout product by category (drinks and sides included). */
export const ShopMenuQuery = graphql(`
  query ShopMenu {
    menu(method: TAKEOUT) {
      categories {
        id
        name
        products {
          id
          name
          description
          image
          price
          priceWithTax
          soldOut
          options {
            id
            name
            price
            priceWithTax
            soldOut
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
          ...ProductChoice_product
        }
      }
    }
  }
`);
