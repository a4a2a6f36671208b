import { useSubscription } from "@apollo/client/react";
import { delayedTime, delaySentence, isDelayable } from "@shared/order-delay";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { type FragmentType, graphql, useFragment } from "../../../gql";
import { sessionEnds } from "../../../lib/session-end";
import { formatTime } from "../../../lib/tokyo-format";
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
  TAKEOUT: [
    { status: "RECEIVED", label: "受付済み" },
    { status: "PRINTING", label: "調理中" },
    { status: "READY", label: "お渡し準備完了" },
    { status: "PROVIDED", label: "お渡し済み" },
  ],
  DELIVERY: [
    { status: "RECEIVED", label: "受付済み" },
    { status: "PRINTING", label: "調理中" },
    { status: "OUT_FOR_DELIVERY", label: "配達中" },
    { status: "PROVIDED", label: "お届け済み" },
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
        ご注文の状況：<strong data-testid="order-status-label">{order.statusLabel}</strong>
      </p>
      {current >= 0 ? (
        <ol className="order-status__steps" aria-label="ご注文の進み具合">
          {stepsOf(order.method).map((step, index) => (
            <li
              key={step.status}
              className={`order-status__step${index <= current ? " order-status__step--done" : ""}`}
              aria-current={index === current ? "step" : undefined}
            >
              {step.label}
            </li>
          ))}
        </ol>
      ) : null}
      {order.delayMinutes && isDelayable(order.status) ? (
        <p className="order-status__delay" data-testid="order-delay">
          大変お待たせしております。{delaySentence(order.method, order.delayMinutes)}（
          {formatTime(delayedTime(String(order.slotStartsAt), order.delayMinutes))}ごろ）。
        </p>
      ) : null}
      <ArrivalNote order={order} secret={props.secret} />
      {error && !finished ? (
        <p className="order-status__note">状況の自動更新が止まりました。ページを再読み込みしてください。</p>
      ) : null}
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
  if (order.arrivedAt)
    return (
      <p className="order-status__note" data-testid="order-arrived">
        到着のお知らせを受け付けました（{formatTime(String(order.arrivedAt))}）。
        {order.method === "TAKEOUT" ? "スタッフがお車までお持ちします。" : ""}
      </p>
    );
  const waiting = ["RECEIVED", "PRINTING", "READY"].includes(order.status);
  if (!waiting || order.method !== "TAKEOUT" || !order.useCar || !secret) return null;
  return (
    <p className="order-status__note">
      お店の駐車場に着いたら{" "}
      <Link to={`/cart/arrive/${order.code}?secret=${encodeURIComponent(secret)}`}>
        到着をお知らせください
      </Link>
      。
    </p>
  );
}
