import { graphql } from "../../../gql";

export const AdminCategoryQuery = graphql(`
  query AdminCategory($id: ID!) {
    adminCategory(id: $id) {
      id
      name
      translations {
        en {
          name
        }
        zh {
          name
        }
        ko {
          name
        }
      }
    }
  }
`);
