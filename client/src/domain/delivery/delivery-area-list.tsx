// Where the shop delivers and at what cost, shown before checkout (the order page, the store
// page), so that a customer learns early whether delivery is possible. Amounts come from the server.
import { useQuery } from "@apollo/client/react";
import { formatYen } from "@shared/pricing";
import { useId } from "react";
import { PublicDeliveryAreasQuery } from "./api/public-delivery-areas-query";
import "./delivery-area-list.css";

const POSTAL_SHOWN = 3;

function coverage(area: { towns: readonly string[]; postalCodes: readonly string[] }): string {
  if (area.towns.length) return area.towns.join("、");
  const codes = area.postalCodes.map((c) => `〒${c.slice(0, 3)}-${c.slice(3)}`);
  return codes.length > POSTAL_SHOWN
    ? `${codes.slice(0, POSTAL_SHOWN).join("、")} ほか${codes.length - POSTAL_SHOWN}件`
    : codes.join("、");
}

export function DeliveryAreaList() {
  const { data, error } = useQuery(PublicDeliveryAreasQuery, { fetchPolicy: "cache-and-network" });
  const id = useId();
  const areas = data?.deliveryAreas ?? [];
  if (error && !data) return null;
  return (
    <section className="delivery-areas" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="delivery-areas__title">
        配達エリアと配達料
      </h2>
      {data && !areas.length ? (
        <p className="delivery-areas__note">ただいま配達は行っておりません。</p>
      ) : null}
      {areas.length ? (
        <>
          <div className="delivery-areas__scroll">
            <table className="delivery-areas__table">
              <thead>
                <tr>
                  <th scope="col">エリア</th>
                  <th scope="col">配達料（税込）</th>
                  <th scope="col">最低注文金額（税込）</th>
                </tr>
              </thead>
              <tbody>
                {areas.map((area) => (
                  <tr key={area.id}>
                    <th scope="row">
                      {area.name}
                      {coverage(area) !== area.name ? (
                        <span className="delivery-areas__coverage">{coverage(area)}</span>
                      ) : null}
                    </th>
                    <td>{area.feeWithTax ? formatYen(area.feeWithTax) : "無料"}</td>
                    <td>{area.minimumOrder ? `${formatYen(area.minimumOrder)}以上` : "なし"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="delivery-areas__note">
            お届け先の住所がエリア内かどうかは、ご注文手続きで郵便番号を入力すると確認できます。
          </p>
        </>
      ) : null}
    </section>
  );
}
