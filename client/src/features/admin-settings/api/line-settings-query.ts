import { graphql } from "../../../gql";

export const LineSettingsQuery = graphql(`
  query LineSettings {
    myAdministrator {
      id
      role
    }
    lineSettings {
      channelId
      loginChannelId
      hasChannelSecret
      hasAccessToken
      hasLoginChannelSecret
      messaging
      login
      updatedAt
      updatedBy
    }
    lineConnection {
      connected
      problem
      botName
      basicId
      sentThisMonth
      monthlyQuota
      lineCountThisMonth
    }
  }
`);

export const UpdateLineSettingsMutation = graphql(`
  mutation UpdateLineSettings($input: LineSettingsInput!) {
    updateLineSettings(input: $input) {
      __typename
      ... on MutationUpdateLineSettingsSuccess {
        data {
          channelId
          loginChannelId
          hasChannelSecret
          hasAccessToken
          hasLoginChannelSecret
          messaging
          login
          updatedAt
          updatedBy
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fieldErrors {
          field
          messages
        }
      }
    }
  }
`);
