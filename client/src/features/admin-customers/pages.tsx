import { PendingPage } from "../../components/pending-page";

export function CustomerListPage() {
  return <PendingPage eyebrow="Customers" title="顧客一覧" />;
}

export function CustomerCreatePage() {
  return <PendingPage eyebrow="Customers" title="顧客の登録" />;
}

export function CustomerEditPage() {
  return <PendingPage eyebrow="Customers" title="顧客の編集" />;
}

export function ContactListPage() {
  return <PendingPage eyebrow="Contacts" title="お問い合わせ一覧" />;
}

export function ContactDetailPage() {
  return <PendingPage eyebrow="Contacts" title="お問い合わせの詳細" />;
}
