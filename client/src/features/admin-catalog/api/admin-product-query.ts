import { graphql } from "../../../gql";

/** The product form's data: the product (when editing), the categories and the toppings. */
export const AdminProductFormQuery = graphql(`
  query AdminProductForm($id: ID!, $editing: Boolean!) {
    adminProduct(id: $id) @include(if: $editing) {
      id
      name
      description
      translations {
        en {
          name
          description
        }
        zh {
          name
          description
        }
        ko {
          name
          description
        }
      }
      image
      badge
      tags
      isPublic
      categoryId
      isTakeout
      isDelivery
      price
      priceWithTax
      lowestPriceWithTax
      taxKind
      allergens
      provisionDate {
        startOn
        endOn
      }
      options {
        id
        name
        translations {
          en {
            name
          }
          zh {
            name
          }
          ko {
            name
          }
        }
        price
        allergens
        kitchenUnits
      }
      toppings {
        id
      }
    }
    adminCategories {
      id
      name
    }
    adminToppings {
      id
      name
      isPublic
    }
  }
`);
