import { graphql } from "../../../gql";

/**
 * The /menu page (no method: every public product) and the ordering menu (/order/menu: only what
 * the chosen method offers), grouped by category in display order.
 */
export const MenuPageQuery = graphql(`
  query MenuPage($method: ProvisionMethod) {
    menu(method: $method) {
      taxRate
      lowestPrice
      categories {
        id
        products {
          id
          tags
        }
        ...CategorySection_category
      }
    }
  }
`);
