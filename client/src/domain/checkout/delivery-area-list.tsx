import { useQuery } from "@apollo/client/react";
import { formatYen } from "@shared/pricing";
import { PublicDeliveryAreasQuery } from "../delivery/api/public-delivery-areas-query";
import "./quote-summary.css";

/** 配達エリアと配達料: the public list, folded, for a customer who has not given an address yet. */
export function DeliveryAreaList({ open = false }: { open?: boolean }) {
  const { data } = useQuery(PublicDeliveryAreasQuery);
  const areas = data?.deliveryAreas ?? [];
  if (areas.length === 0) return null;
  return (
    <details className="delivery-areas" open={open} data-testid="delivery-areas">
      <summary>配達エリアと配達料・最低注文金額</summary>
      <table>
        <thead>
          <tr>
            <th scope="col">エリア</th>
            <th scope="col">配達料</th>
            <th scope="col">最低注文金額</th>
          </tr>
        </thead>
        <tbody>
          {areas.map((area) => (
            <tr key={area.id}>
              <td>{area.name}</td>
              <td>{area.feeWithTax === 0 ? "無料" : formatYen(area.feeWithTax)}</td>
              <td>{formatYen(area.minimumOrder)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>金額は税込です。エリア外のご住所にはお届けできません。</p>
    </details>
  );
}
