import { graphql } from "../../../gql";

export const AdministratorsQuery = graphql(`
  query Administrators {
    administrators {
      id
      ...AdministratorRow_administrator
    }
    myAdministrator {
      id
      role
    }
  }
`);
