import { graphql } from "../../../gql";

/** The menu changed (a price, 品切れ, a product shown or hidden): the menu is read again. */
export const CatalogChangedSubscription = graphql(`
  subscription CatalogChanged {
    catalogChanged {
      id
      kind
    }
  }
`);
