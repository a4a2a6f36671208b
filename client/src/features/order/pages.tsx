import { PendingPage } from "../../components/pending-page";

export function OrderPage() {
  return <PendingPage eyebrow="Order" title="ご注文" />;
}

export function OrderBannerPage() {
  return <PendingPage eyebrow="Order" title="ご注文" />;
}

export function OrderMenuPage() {
  return <PendingPage eyebrow="Order" title="ご注文メニュー" />;
}

export function OrderDetailPage() {
  return <PendingPage eyebrow="Order" title="ご注文" />;
}

export function ConfirmPurchasePage() {
  return <PendingPage eyebrow="Thank you" title="ご注文の確定" />;
}
