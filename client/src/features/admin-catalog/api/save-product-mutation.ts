import { graphql } from "../../../gql";

// Sent as multipart requests (upload.ts): the photo is the `image` variable.
export const CreateProductMutation = graphql(`
  mutation CreateProduct($input: ProductInput!, $image: File) {
    createProduct(input: $input, image: $image) {
      __typename
      ... on MutationCreateProductSuccess {
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

export const UpdateProductMutation = graphql(`
  mutation UpdateProduct($id: ID!, $input: ProductInput!, $image: File, $removeImage: Boolean) {
    updateProduct(id: $id, input: $input, image: $image, removeImage: $removeImage) {
      __typename
      ... on MutationUpdateProductSuccess {
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
