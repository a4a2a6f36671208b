import { PendingPage } from "../../components/pending-page";

export { AdministratorCreatePage } from "./components/administrator-create-page";
export { AdministratorEditPage } from "./components/administrator-edit-page";
export { AdministratorListPage } from "./components/administrator-list-page";

export function DeliverySettingPage() {
  return <PendingPage eyebrow="Settings" title="配達の設定" />;
}

export function TakeoutSettingPage() {
  return <PendingPage eyebrow="Settings" title="テイクアウトの設定" />;
}

export function TaxSettingPage() {
  return <PendingPage eyebrow="Settings" title="消費税の設定" />;
}
