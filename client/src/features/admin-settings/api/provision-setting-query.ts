import { graphql } from "../../../gql";

export const ProvisionSettingQuery = graphql(`
  query ProvisionSetting($id: ID!) {
    provisionSetting(id: $id) {
      id
      method
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
`);
