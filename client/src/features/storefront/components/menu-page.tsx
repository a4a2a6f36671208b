import { PageHeading } from "../../../components/page-heading";
import { MenuView } from "../../../domain/catalog/menu-view";

export function MenuPage() {
  return (
    <div className="menu-page">
      <PageHeading eyebrow="Menu">メニュー</PageHeading>
      <MenuView />
    </div>
  );
}
