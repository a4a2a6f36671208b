import { graphql } from "../../../gql";

/** What to fry for the next hour, summed on the server. */
export const KitchenPrepQuery = graphql(`
  query KitchenPrep {
    kitchenPrep {
      until
      windowMinutes
      orderCount
      lines {
        productName
        optionName
        quantity
        orderCount
      }
    }
  }
`);
