import { graphql } from "../../../gql";

export const TaxSettingsQuery = graphql(`
  query TaxSettings {
    taxSettings {
      invoiceRegistrationNumber
      rates {
        id
        kind
        rate
        scheduled {
          rate
          effectiveFrom
          createdBy
        }
      }
    }
    myAdministrator {
      id
      role
    }
  }
`);
