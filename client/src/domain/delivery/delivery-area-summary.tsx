import { useQuery } from "@apollo/client/react";
import { useFormats, useT } from "../../lib/i18n";
import "../checkout/quote-summary.css";
import { PublicDeliveryAreasQuery } from "./api/public-delivery-areas-query";

// The cart's folded form of delivery-area-list.tsx (the order and store pages' table): styled with
// the quote it is shown under (checkout/quote-summary.css).

/** 配達エリアと配達料: the public list, folded, for a customer who has not given an address yet. */
export function DeliveryAreaSummary({ open = false }: { open?: boolean }) {
  const t = useT();
  const { yen } = useFormats();
  const { data } = useQuery(PublicDeliveryAreasQuery);
  const areas = data?.deliveryAreas ?? [];
  if (areas.length === 0) return null;
  return (
    <details className="delivery-areas" open={open} data-testid="delivery-areas">
      <summary>{t("areas.summary")}</summary>
      <table>
        <thead>
          <tr>
            <th scope="col">{t("areas.area")}</th>
            <th scope="col">{t("quote.deliveryFee")}</th>
            <th scope="col">{t("areas.minimum")}</th>
          </tr>
        </thead>
        <tbody>
          {areas.map((area) => (
            <tr key={area.id}>
              <td>{area.name}</td>
              <td>{area.feeWithTax === 0 ? t("areas.free") : yen(area.feeWithTax)}</td>
              <td>{yen(area.minimumOrder)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t("areas.note")}</p>
    </details>
  );
}
