import { PendingPage } from "../../components/pending-page";

export function ShopMenuPage() {
  return <PendingPage eyebrow="In store" title="店内注文" />;
}

export function ShopCartPage() {
  return <PendingPage eyebrow="In store" title="カート" />;
}

export function ShopCartInfoPage() {
  return <PendingPage eyebrow="In store" title="お客様情報の入力" />;
}

export function ShopCartConfirmPage() {
  return <PendingPage eyebrow="In store" title="ご注文内容の確認" />;
}

export function ShopPurchasePage() {
  return <PendingPage eyebrow="In store" title="ご注文完了" />;
}
