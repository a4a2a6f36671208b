import { graphql } from "../../../gql";

/** The shop's delivery areas as customers see them: fee with tax and the minimum order. */
export const PublicDeliveryAreasQuery = graphql(`
  query PublicDeliveryAreas {
    deliveryAreas {
      id
      name
      feeWithTax
      minimumOrder
    }
  }
`);
