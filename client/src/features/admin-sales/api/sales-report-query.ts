import { graphql } from "../../../gql";

export const SalesReportQuery = graphql(`
  query SalesReport($from: String!, $to: String!, $groupBy: SalesGroup!) {
    salesReport(from: $from, to: $to, groupBy: $groupBy) {
      __typename
      ... on QuerySalesReportSuccess {
        data {
          from
          to
          rows {
            period
            orderCount
            itemCount
            sales
            byTaxRate {
              rate
              amount
              tax
            }
            reconciliation {
              cardPayments
              refunds
              netCard
              storeTakings
            }
          }
          total {
            orderCount
            itemCount
            sales
            byTaxRate {
              rate
              amount
              tax
            }
            byChannel {
              key
              label
              orderCount
              itemCount
              sales
            }
            byPayment {
              key
              label
              orderCount
              itemCount
              sales
            }
            byMethod {
              method
              orderCount
              itemCount
              sales
            }
            reconciliation {
              cardPayments
              refunds
              netCard
              storeTakings
            }
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`);
