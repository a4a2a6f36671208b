// Where the shop delivers and at what cost, shown before checkout (the order page, the store
// page), so that a customer learns early whether delivery is possible. Amounts come from the server.
import { useQuery } from "@apollo/client/react";
import { useId } from "react";
import { type Translate, useFormats, useT } from "../../lib/i18n";
import { PublicDeliveryAreasQuery } from "./api/public-delivery-areas-query";
import "./delivery-area-list.css";

const POSTAL_SHOWN = 3;

function coverage(area: { towns: readonly string[]; postalCodes: readonly string[] }, t: Translate): string {
  const separator = t("areas.separator");
  if (area.towns.length) return area.towns.join(separator);
  const codes = area.postalCodes.map((c) => `〒${c.slice(0, 3)}-${c.slice(3)}`);
  return codes.length > POSTAL_SHOWN
    ? t("areas.andMore", {
        codes: codes.slice(0, POSTAL_SHOWN).join(separator),
        count: codes.length - POSTAL_SHOWN,
      })
    : codes.join(separator);
}

export function DeliveryAreaList() {
  const t = useT();
  const { yen } = useFormats();
  const { data, error } = useQuery(PublicDeliveryAreasQuery, { fetchPolicy: "cache-and-network" });
  const id = useId();
  const areas = data?.deliveryAreas ?? [];
  if (error && !data) return null;
  return (
    <section className="delivery-areas" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="delivery-areas__title">
        {t("areas.title")}
      </h2>
      {data && !areas.length ? <p className="delivery-areas__note">{t("areas.none")}</p> : null}
      {areas.length ? (
        <>
          <div className="delivery-areas__scroll">
            <table className="delivery-areas__table">
              <thead>
                <tr>
                  <th scope="col">{t("areas.area")}</th>
                  <th scope="col">{t("areas.feeTaxIncluded")}</th>
                  <th scope="col">{t("areas.minimumTaxIncluded")}</th>
                </tr>
              </thead>
              <tbody>
                {areas.map((area) => (
                  <tr key={area.id}>
                    <th scope="row">
                      {area.name}
                      {coverage(area, t) !== area.name ? (
                        <span className="delivery-areas__coverage">{coverage(area, t)}</span>
                      ) : null}
                    </th>
                    <td>{area.feeWithTax ? yen(area.feeWithTax) : t("areas.free")}</td>
                    <td>
                      {area.minimumOrder
                        ? t("areas.atLeast", { amount: yen(area.minimumOrder) })
                        : t("areas.noMinimum")}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="delivery-areas__note">{t("areas.checkNote")}</p>
        </>
      ) : null}
    </section>
  );
}
