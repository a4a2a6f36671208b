import { ProvisionSettingPage } from "./components/provision-setting-page";

export { AdministratorCreatePage } from "./components/administrator-create-page";
export { AdministratorEditPage } from "./components/administrator-edit-page";
export { AdministratorListPage } from "./components/administrator-list-page";
export { LegalSettingPage } from "./components/legal-setting-page";
export { PrinterSettingPage } from "./components/printer-setting-page";
export { TaxSettingPage } from "./components/tax-setting-page";

export function DeliverySettingPage() {
  return <ProvisionSettingPage method="DELIVERY" />;
}

export function TakeoutSettingPage() {
  return <ProvisionSettingPage method="TAKEOUT" />;
}
export { LineSettingPage } from "./components/line-setting-page";
