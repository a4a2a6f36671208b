import { graphql } from "../../../gql";

/** Every category in storefront order, with how many products each holds. */
export const AdminCategoriesQuery = graphql(`
  query AdminCategories {
    adminCategories {
      id
      name
      position
      productCount
    }
  }
`);
