import { graphql } from "../../../gql";

export const CreateDeliveryAreaMutation = graphql(`
  mutation CreateDeliveryArea($input: DeliveryAreaInput!) {
    createDeliveryArea(input: $input) {
      __typename
      ... on MutationCreateDeliveryAreaSuccess {
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

export const UpdateDeliveryAreaMutation = graphql(`
  mutation UpdateDeliveryArea($id: ID!, $input: DeliveryAreaInput!) {
    updateDeliveryArea(id: $id, input: $input) {
      __typename
      ... on MutationUpdateDeliveryAreaSuccess {
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

export const DeleteDeliveryAreaMutation = graphql(`
  mutation DeleteDeliveryArea($id: ID!) {
    deleteDeliveryArea(id: $id) {
      __typename
      ... on Error {
        message
      }
    }
  }
`);
