import { graphql } from "../../../gql";

export const UpcomingClosuresQuery = graphql(`
  query UpcomingClosures {
    upcomingClosures {
      date
      reason
      methods
    }
  }
`);
