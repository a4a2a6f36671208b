import { graphql } from "../gql";

/** Used by the admin header's ログアウト button. */
export const SignOutAdminMutation = graphql(`
  mutation SignOutAdmin {
    signOutAdmin
  }
`);
