import { graphql } from "../../gql";

export const LineAvailableQuery = graphql(`
  query LineAvailable {
    lineAvailable
  }
`);

export const MyLineLinkQuery = graphql(`
  query MyLineLink {
    lineAvailable
    myLineLink {
      linked
      blocked
    }
  }
`);

export const StartLineLinkMutation = graphql(`
  mutation StartLineLink($returnTo: String!) {
    startLineLink(returnTo: $returnTo) {
      __typename
      ... on MutationStartLineLinkSuccess {
        data
      }
      ... on Error {
        message
      }
    }
  }
`);

export const CompleteLineLinkMutation = graphql(`
  mutation CompleteLineLink($state: String!, $code: String, $error: String) {
    completeLineLink(state: $state, code: $code, error: $error) {
      __typename
      ... on MutationCompleteLineLinkSuccess {
        data {
          returnTo
          cancelled
          ticket
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

export const UnlinkLineMutation = graphql(`
  mutation UnlinkLine {
    unlinkLine {
      linked
      blocked
    }
  }
`);
