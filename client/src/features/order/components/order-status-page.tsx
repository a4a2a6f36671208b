import { Link, useParams, useSearchParams } from "react-router";
import { PageHeading } from "../../../components/page-heading";
import { PlacedOrderDetails } from "./placed-order-details";
import "./purchase-page.css";
import { useT } from "../../../lib/i18n";

/**
 * /order/status/{code}?secret=…: the link in every order mail. Opens that one order on any device,
 * with its live status and receipt; a wrong code or secret is a plain not-found.
 */
export function OrderStatusPage() {
  const t = useT();
  const { code = "" } = useParams();
  const [params] = useSearchParams();
  const secret = params.get("secret");
  return (
    <section className="purchase-page">
      <PageHeading eyebrow="Order status">{t("status.title")}</PageHeading>
      <PlacedOrderDetails code={code.toUpperCase()} lead={null} secret={secret} />
      <p className="purchase-page__actions">
        <Link to="/" className="button button--ghost">
          {t("common.backToTop")}
        </Link>
      </p>
    </section>
  );
}
