import { graphql } from "../../../gql";

/** The cart's tax rate and, for delivery, the minimum order (tax-inclusive). */
export const CartMenuQuery = graphql(`
  query CartMenu($method: ProvisionMethod) {
    menu(method: $method) {
      taxRate
      lowestPrice
    }
  }
`);
