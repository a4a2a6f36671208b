import { graphql } from "../../../gql";

export const AdminToppingQuery = graphql(`
  query AdminTopping($id: ID!) {
    adminTopping(id: $id) {
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
      image
      isPublic
      allergens
      options {
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
        price
        allergens
      }
      usedBy {
        id
        name
      }
    }
  }
`);
