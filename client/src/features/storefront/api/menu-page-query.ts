import { graphql } from "../../../gql";

/** The /menu page: every public product, grouped by category in display order. */
export const MenuPageQuery = graphql(`
  query MenuPage {
    menu {
      taxRate
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
