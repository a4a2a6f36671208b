import { graphql } from "../../../gql";

/** Prefills the checkout form for a signed-in customer. */
export const CheckoutMeQuery = graphql(`
  query CheckoutMe {
    me {
      id
      lastName
      firstName
      lastNameKana
      firstNameKana
      email
      tel
      postalCode
      prefectureId
      address1
      address2
    }
  }
`);
