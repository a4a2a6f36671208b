import { useSubscription } from "@apollo/client/react";
import { delayedTime, isDelayable } from "@shared/order-delay";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useStatusLabel } from "../../../domain/order/status-label";
import { type FragmentType, graphql, useFragment } from "../../../gql";
import { useFormats, useRichT, useT } from "../../../lib/i18n";
import { sessionEnds } from "../../../lib/session-end";
import { OrderUpdatedSubscription } from "../api/order-updated-subscription";
import "./order-status-line.css";

export const OrderStatusLineFragment = graphql(`
  fragment OrderStatusLine_order on Order {
    id
    code
    status
    statusLabel
    method
    useCar
    arrivedAt
    providedAt
    slotStartsAt
    delayMinutes
  }
`);

// Pickup and delivery each have their own last steps (decision 0018).
const STEPS = {
  TAKEOUT: [{ status: "RECEIVED" }, { status: "PRINTING" }, { status: "READY" }, { status: "PROVIDED" }],
  DELIVERY: [
    { status: "RECEIVED" },
    { status: "PRINTING" },
    { status: "OUT_FOR_DELIVERY" },
    { status: "PROVIDED" },
  ],
} as const;

const stepsOf = (method: string) => (method === "DELIVERY" ? STEPS.DELIVERY : STEPS.TAKEOUT);
const stepIndex = (method: string, status: string) =>
  stepsOf(method).findIndex((step) => step.status === status);

interface OrderStatusLineProps {
  order: FragmentType<typeof OrderStatusLineFragment>;
  /** The order's secret (this device placed it); a logged-in owner needs none. */
  secret: string | null;
}

const FINISHED = new Set(["PROVIDED", "CANCELLED"]);

/**
 * 受付済み → 調理中 → お渡し準備完了 / 配達中 → お渡し済み / お届け済み, kept current by the orderUpdated subscription without a reload.
 * A finished order (handed over or cancelled) changes no more: no subscription is opened for it,
 * and the open one ends when the order finishes.
 */
export function OrderStatusLine(props: OrderStatusLineProps) {
  const t = useT();
  const { time } = useFormats();
  const statusLabel = useStatusLabel();
  const initial = useFragment(OrderStatusLineFragment, props.order);
  // Kept in state: a skipped subscription forgets its last data.
  const [update, setUpdate] = useState<FragmentType<typeof OrderStatusLineFragment>>();
  const live = useFragment(OrderStatusLineFragment, update);
  const order = live ?? initial;
  const current = stepIndex(order.method, order.status);
  const finished = FINISHED.has(order.status);
  const { error, restart } = useSubscription(OrderUpdatedSubscription, {
    variables: { code: initial.code, secret: props.secret },
    skip: finished,
    onData: ({ data }) => {
      if (data.data) setUpdate(data.data.orderUpdated.order);
    },
  });

  // The customer's session ended (4401): with the order's secret the page still may follow it, so
  // the subscription starts again, now without the customer's credentials.
  const seenEnds = useRef(sessionEnds());
  useEffect(() => {
    if (!error || !props.secret || sessionEnds() === seenEnds.current) return;
    seenEnds.current = sessionEnds();
    restart();
  }, [error, restart, props.secret]);

  return (
    <div className="order-status" data-testid="order-status" data-status={order.status}>
      <p className="order-status__now" role="status" aria-live="polite">
        {t("status.now")}
        <strong data-testid="order-status-label">{statusLabel(order.status, order.method)}</strong>
      </p>
      {current >= 0 ? (
        <ol className="order-status__steps" aria-label={t("status.steps")}>
          {stepsOf(order.method).map((step, index) => (
            <li
              key={step.status}
              className={`order-status__step${index <= current ? " order-status__step--done" : ""}`}
              aria-current={index === current ? "step" : undefined}
            >
              {statusLabel(step.status, order.method)}
            </li>
          ))}
        </ol>
      ) : null}
      {order.delayMinutes && isDelayable(order.status) ? (
        <p className="order-status__delay" data-testid="order-delay">
          {t(order.method === "DELIVERY" ? "status.delayDelivery" : "status.delayTakeout", {
            minutes: order.delayMinutes,
            time: time(delayedTime(String(order.slotStartsAt), order.delayMinutes)),
          })}
        </p>
      ) : null}
      <ArrivalNote order={order} secret={props.secret} />
      {error && !finished ? <p className="order-status__note">{t("status.stopped")}</p> : null}
    </div>
  );
}

function ArrivalNote({
  order,
  secret,
}: {
  order: { code: string; status: string; method: string; useCar: boolean; arrivedAt: unknown };
  secret: string | null;
}) {
  const t = useT();
  const rich = useRichT();
  const { time } = useFormats();
  if (order.arrivedAt)
    return (
      <p className="order-status__note" data-testid="order-arrived">
        {t("status.arrived", { time: time(String(order.arrivedAt)) })}
        {order.method === "TAKEOUT" ? t("status.arrivedCar") : ""}
      </p>
    );
  const waiting = ["RECEIVED", "PRINTING", "READY"].includes(order.status);
  if (!waiting || order.method !== "TAKEOUT" || !order.useCar || !secret) return null;
  return (
    <p className="order-status__note">
      {rich("status.tellArrival", {
        link: (chunks) => (
          <Link to={`/cart/arrive/${order.code}?secret=${encodeURIComponent(secret)}`}>{chunks}</Link>
        ),
      })}
    </p>
  );
}
