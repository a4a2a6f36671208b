import { Link } from "react-router";
import { PageHeading } from "../../components/page-heading";
import { DeliveryAreaList } from "../../domain/delivery/delivery-area-list";
import { ClosureNotice } from "./components/closure-notice";
import { ShopInfoTable } from "./components/shop-info-table";

export function StorePage() {
  return (
    <section className="page">
      <PageHeading eyebrow="Store">店舗情報</PageHeading>
      <ClosureNotice />
      <ShopInfoTable />
      <DeliveryAreaList />
      <p>
        ご予約やご質問は<Link to="/contact">お問い合わせフォーム</Link>からお送りください。
      </p>
    </section>
  );
}
