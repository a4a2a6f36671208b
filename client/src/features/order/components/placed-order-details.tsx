import { useQuery } from "@apollo/client/react";
import { readLastOrder } from "../../../domain/checkout/order-draft";
import { OrderReceipt } from "../../../domain/order/order-receipt";
import { useCustomerLoggedIn } from "../../../lib/local-session";
import { PlacedOrderQuery } from "../api/placed-order-query";
import { OrderStatusLine } from "./order-status-line";
import { PurchaseThanks } from "./purchase-thanks";

/**
 * The placed order's thanks, live status and receipt, read with the secret this device got when it
 * placed the order (a logged-in owner needs none). The receipt watches the cache, so the
 * subscription's updates reach its 状態 row too.
 */
export function PlacedOrderDetails({ code, lead }: { code: string; lead: string }) {
  const secret = readLastOrder(code)?.secret ?? null;
  const loggedIn = useCustomerLoggedIn();
  const { data, error } = useQuery(PlacedOrderQuery, {
    variables: { code, secret },
    skip: !secret && !loggedIn,
    errorPolicy: "all",
    // Another customer's code while logged in answers NOT_FOUND: not a lost session.
    context: { keepSessionOnNotFound: true },
  });
  if (!data?.order) {
    return error || (!secret && !loggedIn) ? (
      <>
        <PurchaseThanks code={code} lead={lead} status={null} />
        <p className="page__note">ご注文の詳細は確認メールでご確認ください。</p>
      </>
    ) : null;
  }
  return (
    <>
      <PurchaseThanks code={code} lead={lead} status={data.order.status} />
      <OrderStatusLine order={data.order} secret={secret} />
      <OrderReceipt order={data.order} />
    </>
  );
}
