import { graphql } from "../../../gql";

export const ReceptionControlsQuery = graphql(`
  query ReceptionControls {
    receptionControls {
      method
      pausedUntil
      busyUntil
      ...ReceptionControl_control
    }
  }
`);
