import { SHOP } from "@shared/constants";
import type { ReactNode } from "react";

/** The shop's details: a tappable phone number, the parking for car pickups, a map link. */
export function ShopInfoTable() {
  const rows: [string, ReactNode][] = [
    ["店名", `${SHOP.description} ${SHOP.name}`],
    [
      "所在地",
      <span key="address">
        〒{SHOP.postalCode} {SHOP.address}
        <br />
        <a className="info-table__link" href={SHOP.mapUrl} target="_blank" rel="noreferrer">
          地図で見る（Google マップ）
        </a>
      </span>,
    ],
    [
      "電話番号",
      <a key="tel" className="info-table__link" href={`tel:${SHOP.phone.replace(/[^0-9]/g, "")}`}>
        {SHOP.phone}
      </a>,
    ],
    ["営業時間", SHOP.businessHours],
    ["定休日", SHOP.regularHoliday],
    ["駐車場", SHOP.parking],
  ];
  return (
    <dl className="info-table">
      {rows.map(([term, detail]) => (
        <div key={term} className="info-table__row">
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
