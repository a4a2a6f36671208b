import { PageHeading } from "../../../components/page-heading";
import { MenuView } from "../../../domain/catalog/menu-view";
import { ReceptionNotice } from "../../../domain/reception/reception-notice";
import { useT } from "../../../lib/i18n";

export function MenuPage() {
  const t = useT();
  return (
    <div className="menu-page">
      <PageHeading eyebrow="Menu">{t("nav.menu")}</PageHeading>
      <ReceptionNotice methods={["TAKEOUT", "DELIVERY"]} />
      <MenuView />
    </div>
  );
}
