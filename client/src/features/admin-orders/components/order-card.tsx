import { isDelayable } from "@shared/order-delay";
import { formatYen } from "@shared/pricing";
import { SHOP_ORDER_LABELS, SHOP_PAYMENT_LABELS } from "@shared/shop-order";
import { deliveryAddress } from "../../../domain/order/order-address";
import { OrderLanguageBadge } from "../../../domain/order/order-language";
import { type FragmentType, graphql, useFragment } from "../../../gql";
import { formatDay, formatTime } from "../../../lib/tokyo-format";
import { METHOD_LABEL, minutesLeftText, paymentLabel } from "../order-format";
import { CardNotice } from "./card-notice";
import { DelayAction } from "./delay-action";
import { OrderCardActions } from "./order-card-actions";
import { OrderItems } from "./order-items";
import { OrderRefunds } from "./order-refunds";
import { UndoButton } from "./undo-button";
import "./order-card.css";
import "./order-card-marks.css";

export const OrderCardFragment = graphql(`
  fragment OrderCard_order on Order {
    id
    code
    callNumber
    locale
    status
    statusLabel
    method
    paymentMethod
    paymentStatus
    slotStartsAt
    slotEndsAt
    lastName
    firstName
    tel
    channel
    shopKind
    shopPayment
    postalCode
    prefectureId
    address1
    address2
    shippingLastName
    shippingFirstName
    shippingTel
    shippingPostalCode
    shippingPrefectureId
    shippingAddress1
    shippingAddress2
    useCar
    carColor
    carNumber
    note
    total
    arrivedAt
    printCount
    readyAt
    outForDeliveryAt
    providedAt
    cancelledAt
    cancelReasonLabel
    cancelNote
    undoableUntil
    delayMinutes
    delayNotifiedAt
    ...OrderItems_order
    ...OrderRefunds_order
  }
`);

export type CardMode = "today" | "reserve" | "history";

interface OrderCardProps {
  order: FragmentType<typeof OrderCardFragment>;
  mode: CardMode;
  now: Date;
  isNew?: boolean;
  onSeen?: (id: string) => void;
  /** A refused or overtaken action's words, kept by the board (the card may remount elsewhere). */
  notice?: string | null;
  onFailure?: (id: string, message: string) => void;
  onDismiss?: (id: string) => void;
  /** A confirm dialog of this card opens or closes (the board keeps the card in place meanwhile). */
  onAsking?: (id: string, open: boolean) => void;
}

const DONE = ["PROVIDED", "CANCELLED"];
/** Still in the kitchen: past its slot, such an order is late. */
const COOKING = ["AWAITING_PAYMENT", "RECEIVED", "PRINTING"];

export function OrderCard(props: OrderCardProps) {
  const { order: ref, mode, now, isNew, onSeen, notice, onFailure, onDismiss, onAsking } = props;
  const order = useFragment(OrderCardFragment, ref);
  const done = DONE.includes(order.status);
  const arrived = Boolean(order.arrivedAt) && !done;
  const shown = mode === "today" && !done ? minutesLeftText(order.slotStartsAt, now) : null;
  // Ready or on its way: the kitchen is done, so the time past the slot is not the kitchen's delay.
  const left = shown?.late && !COOKING.includes(order.status) ? null : shown;
  const classes = ["order-card", `order-card--${order.status.toLowerCase()}`];
  if (left?.late) classes.push("order-card--late");
  if (isNew) classes.push("order-card--new");
  if (arrived) classes.push("order-card--arrived");
  const seen = () => (isNew ? onSeen?.(order.id) : undefined);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the counter clears the marks from the keyboard
    <article
      className={classes.join(" ")}
      data-testid="order-card"
      data-code={order.code}
      data-order-id={order.id}
      onClick={seen}
    >
      <header className="order-card__head">
        {order.callNumber ? (
          <span className="order-card__call" data-testid="card-call-number" title="呼出番号">
            <span className="visually-hidden">呼出番号 </span>
            {order.callNumber}
          </span>
        ) : null}
        <h3 className="order-card__code">{order.code}</h3>
        <OrderLanguageBadge locale={order.locale} />
        {isNew ? <span className="order-card__new">新着</span> : null}
        <span className={`order-card__status order-card__status--${order.status.toLowerCase()}`}>
          {order.statusLabel}
        </span>
      </header>
      {notice ? (
        <CardNotice code={order.code} message={notice} onDismiss={() => onDismiss?.(order.id)} />
      ) : null}
      <p className="order-card__slot">
        <span>
          {mode === "today" ? "" : `${formatDay(String(order.slotStartsAt))} `}
          {formatTime(String(order.slotStartsAt))}〜{formatTime(String(order.slotEndsAt))}
        </span>
        {left ? (
          <span
            className={left.late ? "order-card__left order-card__left--late" : "order-card__left"}
            data-testid={left.late ? "order-late" : undefined}
          >
            {left.text}
          </span>
        ) : null}
      </p>
      {order.delayMinutes && order.delayNotifiedAt && isDelayable(order.status) ? (
        <p className="order-card__delay" data-testid="order-delay">
          遅れを連絡済み：約{order.delayMinutes}分（{formatTime(String(order.delayNotifiedAt))}に連絡）
        </p>
      ) : null}
      {order.status === "AWAITING_PAYMENT" ? (
        <p className="order-card__waiting">カード決済待ち：決済が済むまで調理しないでください</p>
      ) : null}
      {arrived ? (
        <p className="order-card__arrived" role="status">
          到着しました（{formatTime(String(order.arrivedAt))}）
        </p>
      ) : null}
      <p className="order-card__method">
        <span className={`order-card__chip order-card__chip--${order.method.toLowerCase()}`}>
          {METHOD_LABEL[order.method]}
        </span>
        {order.channel === "SHOP" && order.shopKind ? (
          <span className="order-card__chip order-card__chip--shop" data-testid="order-channel">
            {SHOP_ORDER_LABELS[order.shopKind]}
            {order.shopPayment ? `・${SHOP_PAYMENT_LABELS[order.shopPayment]}済` : ""}
          </span>
        ) : null}
        {order.method === "DELIVERY" ? <span>{deliveryAddress(order)}</span> : null}
      </p>
      {order.method === "DELIVERY" && order.shippingLastName ? (
        <p>
          お届け先：{order.shippingLastName} {order.shippingFirstName} 様 {order.shippingTel}
        </p>
      ) : null}
      {order.lastName || order.tel ? (
        <p className="order-card__customer">
          {order.lastName} {order.firstName} {order.lastName ? "様" : ""}{" "}
          {order.tel ? <a href={`tel:${order.tel}`}>{order.tel}</a> : null}
        </p>
      ) : null}
      {order.useCar ? (
        <p className="order-card__car">
          お車：{[order.carColor, order.carNumber].filter(Boolean).join(" / ") || "あり"}
        </p>
      ) : null}
      <OrderItems order={order} className="order-items" />
      {order.note ? <p className="order-card__note">備考：{order.note}</p> : null}
      <p className="order-card__money">
        <strong>{formatYen(order.total)}</strong>
        <span>{paymentLabel(order)}</span>
      </p>
      <OrderRefunds order={order} onAsking={onAsking ? (open) => onAsking(order.id, open) : undefined} />
      {order.status === "PROVIDED" && order.providedAt ? (
        <p className="order-card__done">
          {order.statusLabel} {formatTime(String(order.providedAt))}
        </p>
      ) : null}
      {order.status === "OUT_FOR_DELIVERY" && order.outForDeliveryAt ? (
        <p className="order-card__done">配達に出発 {formatTime(String(order.outForDeliveryAt))}</p>
      ) : null}
      {order.status === "READY" && order.readyAt ? (
        <p className="order-card__done">準備完了 {formatTime(String(order.readyAt))}</p>
      ) : null}
      {order.status === "CANCELLED" && order.cancelReasonLabel ? (
        <p className="order-card__cancel-reason" data-testid="cancel-reason">
          キャンセル理由：{order.cancelReasonLabel}
          {order.cancelNote ? `（${order.cancelNote}）` : ""}
        </p>
      ) : null}
      {order.undoableUntil ? (
        <UndoButton
          id={order.id}
          until={String(order.undoableUntil)}
          onFailure={onFailure ? (message) => onFailure(order.id, message) : undefined}
        />
      ) : null}
      <OrderCardActions
        id={order.id}
        code={order.code}
        status={order.status}
        statusLabel={order.statusLabel}
        method={order.method}
        onAct={seen}
        onFailure={onFailure ? (message) => onFailure(order.id, message) : undefined}
        onAsking={onAsking ? (open) => onAsking(order.id, open) : undefined}
      >
        {mode === "today" && isDelayable(order.status) ? (
          <DelayAction
            id={order.id}
            code={order.code}
            slotStartsAt={String(order.slotStartsAt)}
            delayMinutes={order.delayMinutes ?? null}
            onFailure={onFailure ? (message) => onFailure(order.id, message) : undefined}
            onAsking={onAsking ? (open) => onAsking(order.id, open) : undefined}
          />
        ) : null}
      </OrderCardActions>
    </article>
  );
}
