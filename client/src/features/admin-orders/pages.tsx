import { OrderBoard } from "./components/order-board";

export { PastOrdersPage } from "./components/history-page";
export { OrderPrintPage } from "./components/print-page";

export function TodayOrdersPage() {
  return <OrderBoard period="TODAY" title="本日の注文" />;
}

export function ReservedOrdersPage() {
  return <OrderBoard period="FUTURE" title="明日以降の注文" />;
}
