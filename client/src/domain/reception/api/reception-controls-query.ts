import { graphql } from "../../../gql";

export const ReceptionControlsQuery = graphql(`
  query ReceptionControls {
    receptionControls {
      method
      paused
      busyMinutes
      pausedUntil
      busyUntil
      ...ReceptionControl_control
    }
  }
`);
