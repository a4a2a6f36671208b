import { graphql } from "../../../gql";

/** /admin/setting/{id}: the administrator shown, and who is looking (own account or another). */
export const AdministratorQuery = graphql(`
  query Administrator($id: ID!) {
    administrator(id: $id) {
      id
      name
      email
      role
    }
    myAdministrator {
      id
      role
    }
  }
`);
