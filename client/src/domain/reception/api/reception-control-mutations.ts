import { graphql } from "../../../gql";

export const PauseReceptionMutation = graphql(`
  mutation PauseReception($methods: [ProvisionMethod!]!, $input: PauseReceptionInput!) {
    pauseReception(methods: $methods, input: $input) {
      __typename
      ... on MutationPauseReceptionSuccess {
        data {
          ...ReceptionControl_control
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

export const ResumeReceptionMutation = graphql(`
  mutation ResumeReception($methods: [ProvisionMethod!]!) {
    resumeReception(methods: $methods) {
      __typename
      ... on MutationResumeReceptionSuccess {
        data {
          ...ReceptionControl_control
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

export const StartBusyModeMutation = graphql(`
  mutation StartBusyMode($methods: [ProvisionMethod!]!, $input: BusyModeInput!) {
    startBusyMode(methods: $methods, input: $input) {
      __typename
      ... on MutationStartBusyModeSuccess {
        data {
          ...ReceptionControl_control
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

export const EndBusyModeMutation = graphql(`
  mutation EndBusyMode($methods: [ProvisionMethod!]!) {
    endBusyMode(methods: $methods) {
      __typename
      ... on MutationEndBusyModeSuccess {
        data {
          ...ReceptionControl_control
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
