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
      byChannel {
        key
        label
        orderCount
        sales
      }
      byPayment {
        key
        label
        orderCount
        sales
      }
      byTaxRate {
        rate
        amount
        tax
      }
      openCount
      lateCount
      cancelledCount
    }
  }
`);
