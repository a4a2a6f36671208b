import { PendingPage } from "../../components/pending-page";

export function AdministratorListPage() {
  return <PendingPage eyebrow="Settings" title="管理者一覧" />;
}

export function AdministratorCreatePage() {
  return <PendingPage eyebrow="Settings" title="管理者の登録" />;
}

export function AdministratorEditPage() {
  return <PendingPage eyebrow="Settings" title="管理者の編集" />;
}

export function DeliverySettingPage() {
  return <PendingPage eyebrow="Settings" title="配達の設定" />;
}

export function TakeoutSettingPage() {
  return <PendingPage eyebrow="Settings" title="テイクアウトの設定" />;
}

export function TaxSettingPage() {
  return <PendingPage eyebrow="Settings" title="消費税の設定" />;
}
