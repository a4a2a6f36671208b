import { graphql } from "../../../gql";

export const RegisterPrinterMutation = graphql(`
  mutation RegisterPrinter($name: String!, $mac: String!) {
    registerPrinter(name: $name, mac: $mac) {
      __typename
      ... on MutationRegisterPrinterSuccess {
        data {
          secret
          printer {
            id
            name
            mac
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

export const RemovePrinterMutation = graphql(`
  mutation RemovePrinter($id: ID!) {
    removePrinter(id: $id) {
      __typename
      ... on MutationRemovePrinterSuccess {
        data {
          id
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
