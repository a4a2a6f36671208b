import { graphql } from "../../../gql";

/** The active delivery areas, their fees (tax-inclusive, computed by the server) and minimums. */
export const PublicDeliveryAreasQuery = graphql(`
  query PublicDeliveryAreas {
    deliveryAreas {
      id
      name
      postalCodes
      towns
      feeWithTax
      minimumOrder
    }
  }
`);
