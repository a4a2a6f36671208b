import { graphql } from "../../../gql";

export const AdminDeliveryAreasQuery = graphql(`
  query AdminDeliveryAreas {
    adminDeliveryAreas {
      id
      name
      postalCodes
      towns
      fee
      feeWithTax
      minimumOrder
      isActive
      position
    }
  }
`);
