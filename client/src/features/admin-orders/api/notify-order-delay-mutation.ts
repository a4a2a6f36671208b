import { graphql } from "../../../gql";

/** 「遅れを連絡」: the customer is told the order will be about N minutes late (mail, and LINE when linked). */
export const NotifyOrderDelayMutation = graphql(`
  mutation NotifyOrderDelay($id: ID!, $minutes: Int!) {
    notifyOrderDelay(id: $id, minutes: $minutes) {
      ... on MutationNotifyOrderDelaySuccess {
        data {
          id
          status
          statusLabel
          delayMinutes
          delayNotifiedAt
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
