import { graphql } from "../../../gql";

/** The delivery area of an address: its fee and minimum order; null outside every area. */
export const DeliveryAreaQuery = graphql(`
  query DeliveryArea($postalCode: String, $address: String) {
    deliveryAreaFor(postalCode: $postalCode, address: $address) {
      id
      name
      fee
      feeWithTax
      minimumOrder
    }
  }
`);
