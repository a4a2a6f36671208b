import { graphql } from "../../../gql";

export const StartTwoFactorMutation = graphql(`
  mutation StartTwoFactor {
    startTwoFactor {
      __typename
      ... on MutationStartTwoFactorSuccess {
        data {
          secret
          qrSvg
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
