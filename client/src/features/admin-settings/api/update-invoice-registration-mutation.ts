import { graphql } from "../../../gql";

export const UpdateInvoiceRegistrationMutation = graphql(`
  mutation UpdateInvoiceRegistration($input: InvoiceRegistrationInput!) {
    updateInvoiceRegistration(input: $input) {
      __typename
      ... on MutationUpdateInvoiceRegistrationSuccess {
        data {
          invoiceRegistrationNumber
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
