import { graphql } from "../../../gql";

export const CreateCustomerMutation = graphql(`
  mutation CreateCustomer($input: AdminCustomerInput!) {
    createCustomer(input: $input) {
      __typename
      ... on MutationCreateCustomerSuccess {
        data {
          id
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

export const UpdateCustomerMutation = graphql(`
  mutation UpdateCustomer($id: ID!, $input: AdminCustomerInput!) {
    updateCustomer(id: $id, input: $input) {
      __typename
      ... on MutationUpdateCustomerSuccess {
        data {
          id
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

export const DeleteCustomerMutation = graphql(`
  mutation DeleteCustomer($id: ID!) {
    deleteCustomer(id: $id) {
      __typename
      ... on Error {
        message
      }
    }
  }
`);
