import { graphql } from "../../../gql";

/** The order just placed, for the call number and the receipt (administrators read any order). */
export const ShopOrderQuery = graphql(`
  query ShopOrder($code: String!) {
    order(code: $code) {
      id
      code
      callNumber
      shopKind
      ...OrderReceipt_order
      ...ShopPayPanel_order
    }
  }
`);
