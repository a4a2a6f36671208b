import { PendingPage } from "../../components/pending-page";

export { OrderDetailPage } from "./components/order-detail-page";
export { OrderBannerPage, OrderMenuPage } from "./components/order-menu-page";
export { OrderPage } from "./components/order-page";

export function ConfirmPurchasePage() {
  return <PendingPage eyebrow="Thank you" title="ご注文の確定" />;
}
