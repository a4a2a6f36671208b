import { graphql } from "../../../gql";

/** The address lookup behind the 住所を検索 button; the first result fills the form. */
export const AddressByPostalCodeQuery = graphql(`
  query AddressByPostalCode($code: String!) {
    addressByPostalCode(code: $code) {
      prefectureId
      address2
      address3
    }
  }
`);
