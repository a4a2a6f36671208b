// Which card gateway is live, for staff (decision 0035): a line at the foot of every back-office
// page, and a warning above the page when customers cannot pay by card or Stripe only pretends
// (test mode), so nobody wonders why card orders stopped or where the money went.
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";
import "./payment-gateway-status.css";

export const PaymentGatewayQuery = graphql(`
  query PaymentGateway {
    paymentGateway {
      name
      cardPayments
      testMode
      note
    }
  }
`);

function useGateway() {
  return useQuery(PaymentGatewayQuery, { fetchPolicy: "cache-first" }).data?.paymentGateway ?? null;
}

/** The foot of the page: カード決済：Stripe（テストモード）… */
export function PaymentGatewayLine() {
  const gateway = useGateway();
  if (!gateway) return null;
  return (
    <p className="payment-gateway-line" data-testid="payment-gateway">
      カード決済：{gateway.note}
    </p>
  );
}

/** Above the page, only when it matters: no card payment at all, or Stripe in test mode. */
export function PaymentGatewayWarning() {
  const gateway = useGateway();
  if (!gateway) return null;
  const off = !gateway.cardPayments;
  const pretend = gateway.name === "stripe" && gateway.testMode;
  if (!off && !pretend) return null;
  return (
    <p className="payment-gateway-warning" data-testid="payment-gateway-warning">
      {off
        ? `お客様には「店頭でお支払い」のみ表示しています。${gateway.note}`
        : "カード決済はテストモードです：お客様のカードに実際の請求は行われません（STRIPE_SECRET_KEY が sk_test_ のキーです）"}
    </p>
  );
}
