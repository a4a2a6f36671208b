import { graphql } from "../../../gql";

export const SalesReportQuery = graphql(`
  query SalesReport($from: String!, $to: String!, $groupBy: SalesGroup!) {
    salesReport(from: $from, to: $to, groupBy: $groupBy) {
      __typename
      ... on QuerySalesReportSuccess {
        data {
          from
          to
          orderCount
          itemCount
          sales
          rows {
            period
            orderCount
            itemCount
            sales
            takeoutSales
            deliverySales
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
