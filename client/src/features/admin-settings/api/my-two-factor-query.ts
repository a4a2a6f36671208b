import { graphql } from "../../../gql";

export const MyTwoFactorQuery = graphql(`
  query MyTwoFactor {
    myAdministrator {
      id
      twoFactorEnabled
    }
  }
`);
