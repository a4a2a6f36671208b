import { graphql } from "../../../gql";

export const UpdateProvisionSettingMutation = graphql(`
  mutation UpdateProvisionSetting($id: ID!, $input: ProvisionSettingInput!) {
    updateProvisionSetting(id: $id, input: $input) {
      __typename
      ... on MutationUpdateProvisionSettingSuccess {
        data {
          id
          daysAhead
          shopIgnoresCapacity
      readyMail
          weekdays {
            weekday
            isOpen
            opensAt
            lastOrderAt
            slotMinutes
            leadMinutes
            capacityPerSlot
            unitsPerSlot
          }
          closedDates {
            date
            reason
          }
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
