import { PendingPage } from "../../components/pending-page";

export function TodayOrdersPage() {
  return <PendingPage eyebrow="Orders" title="本日の注文" />;
}

export function ReservedOrdersPage() {
  return <PendingPage eyebrow="Orders" title="明日以降の注文" />;
}

export function PastOrdersPage() {
  return <PendingPage eyebrow="Orders" title="過去の注文" />;
}
