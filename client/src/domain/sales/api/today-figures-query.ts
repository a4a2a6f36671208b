import { graphql } from "../../../gql";

export const TodayFiguresQuery = graphql(`
  query TodayFigures {
    todayFigures {
      date
      orderCount
      itemCount
      sales
      byMethod {
        method
        orderCount
        sales
      }
      byPayment {
        paymentMethod
        orderCount
        sales
      }
      openCount
      lateCount
      cancelledCount
    }
  }
`);
