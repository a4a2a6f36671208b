import { graphql } from "../../../gql";

export const UpdateTaxRateMutation = graphql(`
  mutation UpdateTaxRate($id: ID!, $input: TaxRateInput!) {
    updateTaxRate(id: $id, input: $input) {
      __typename
      ... on MutationUpdateTaxRateSuccess {
        data {
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
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fieldErrors {
          field
          messages
        }
      }
    }
  }
`);
