import { PageHeading } from "../../../components/page-heading";
import { MenuView } from "../../../domain/catalog/menu-view";
import { ReceptionNotice } from "../../../domain/reception/reception-notice";

export function MenuPage() {
  return (
    <div className="menu-page">
      <PageHeading eyebrow="Menu">メニュー</PageHeading>
      <ReceptionNotice methods={["TAKEOUT", "DELIVERY"]} />
      <MenuView />
    </div>
  );
}
