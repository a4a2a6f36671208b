import { graphql } from "../../../gql";

export const ReceptionControlsQuery = graphql(`
  query ReceptionControls {
    receptionControls {
      ...ReceptionControl_control
    }
  }
`);
