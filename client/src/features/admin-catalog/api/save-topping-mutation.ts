import { graphql } from "../../../gql";

// Sent as multipart requests (upload.ts): the photo is the `image` variable.
export const CreateToppingMutation = graphql(`
  mutation CreateTopping($input: ToppingInput!, $image: File) {
    createTopping(input: $input, image: $image) {
      __typename
      ... on MutationCreateToppingSuccess {
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

export const UpdateToppingMutation = graphql(`
  mutation UpdateTopping($id: ID!, $input: ToppingInput!, $image: File, $removeImage: Boolean) {
    updateTopping(id: $id, input: $input, image: $image, removeImage: $removeImage) {
      __typename
      ... on MutationUpdateToppingSuccess {
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
