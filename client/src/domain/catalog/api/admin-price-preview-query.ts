import { graphql } from "../../../gql";

/** The shown price of a price being typed, from either side (the server computes it). */
export const AdminPricePreviewQuery = graphql(`
  query AdminPricePreview($taxKind: TaxKind!, $price: Int, $priceWithTax: Int) {
    adminPricePreview(taxKind: $taxKind, price: $price, priceWithTax: $priceWithTax) {
      __typename
      ... on QueryAdminPricePreviewSuccess {
        data {
          taxRate
          price
          priceWithTax
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
