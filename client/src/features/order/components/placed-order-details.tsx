import { useQuery } from "@apollo/client/react";
import { Link, useLocation } from "react-router";
import { FormAlert } from "../../../components/form/form-alert";
import { readLastOrder } from "../../../domain/checkout/order-draft";
import { OrderReceipt } from "../../../domain/order/order-receipt";
import { useRichT, useT } from "../../../lib/i18n";
import { useCustomerLoggedIn } from "../../../lib/local-session";
import { PlacedOrderQuery } from "../api/placed-order-query";
import { OrderRefundLines } from "./order-refund-lines";
import { OrderStatusLine } from "./order-status-line";
import { PurchaseThanks } from "./purchase-thanks";

/**
 * The placed order's thanks, live status and receipt, read with the secret this device got when it
 * placed the order (a logged-in owner needs none). The receipt watches the cache, so the
 * subscription's updates reach its 状態 row too.
 */
export function PlacedOrderDetails({
  code,
  lead,
  secret: givenSecret,
}: {
  code: string;
  /** The thanks' first words; null on the status page, which thanks nobody. */
  lead: string | null;
  /** The mailed status link's secret; else the one this device got when it placed the order. */
  secret?: string | null;
}) {
  const t = useT();
  const rich = useRichT();
  const secret = givenSecret || readLastOrder(code)?.secret || null;
  const loggedIn = useCustomerLoggedIn();
  const location = useLocation();
  const { data, error } = useQuery(PlacedOrderQuery, {
    variables: { code, secret },
    skip: !secret && !loggedIn,
    errorPolicy: "all",
    // Another customer's code while logged in answers NOT_FOUND: not a lost session.
    context: { keepSessionOnNotFound: true },
  });
  if (!data?.order) {
    // Unknown, someone else's, or not readable on this device: never "承りました".
    return error || (!secret && !loggedIn) ? (
      <div className="purchase-page__not-placed" data-testid="order-not-found">
        <FormAlert>{rich("placed.notFound", { code, b: (chunks) => <strong>{chunks}</strong> })}</FormAlert>
        {loggedIn ? null : (
          // Also where a page lands whose session just ended (decision 0021): members sign in again.
          <p>
            {rich("placed.memberLogin", {
              login: (chunks) => (
                <Link to="/login" state={{ from: `${location.pathname}${location.search}` }}>
                  {chunks}
                </Link>
              ),
            })}
          </p>
        )}
      </div>
    ) : (
      <p role="status">{t("placed.checking")}</p>
    );
  }
  return (
    <>
      {lead === null ? null : <PurchaseThanks code={code} lead={lead} status={data.order.status} />}
      <OrderStatusLine order={data.order} secret={secret} />
      <OrderRefundLines order={data.order} />
      <OrderReceipt order={data.order} />
    </>
  );
}
