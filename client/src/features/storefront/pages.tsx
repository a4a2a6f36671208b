import { Link } from "react-router";
import { PageHeading } from "../../components/page-heading";
import { DeliveryAreaList } from "../../domain/delivery/delivery-area-list";
import { useRichT, useT } from "../../lib/i18n";
import { ClosureNotice } from "./components/closure-notice";
import { ShopInfoTable } from "./components/shop-info-table";

export function StorePage() {
  const rich = useRichT();
  return (
    <section className="page">
      <PageHeading eyebrow="Store">{useT()("home.shopInfo")}</PageHeading>
      <ClosureNotice />
      <ShopInfoTable />
      <DeliveryAreaList />
      <p>{rich("store.contact", { link: (chunks) => <Link to="/contact">{chunks}</Link> })}</p>
    </section>
  );
}
