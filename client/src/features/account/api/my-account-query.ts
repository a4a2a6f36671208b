import { graphql } from "../../../gql";

/** /mypage/info and its edit form: the signed-in customer. */
export const MyAccountQuery = graphql(`
  query MyAccount {
    me {
      id
      pendingEmail
      ...CustomerProfile_customer
    }
  }
`);
