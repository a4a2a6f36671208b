import { useQuery } from "@apollo/client/react";
import { SHOP } from "@shared/constants";
import type { ReactNode } from "react";
import { OrderingHoursQuery } from "../api/ordering-hours-query";

const METHOD_NAMES = { TAKEOUT: "テイクアウト", DELIVERY: "デリバリー" } as const;

/** The shop's details: a tappable phone number, the parking for car pickups, a map link. */
export function ShopInfoTable() {
  // Online orders close before the shop's last order (the kitchen needs the lead time): said here,
  // from the same hours the slots are computed from.
  const { data } = useQuery(OrderingHoursQuery, { fetchPolicy: "cache-and-network" });
  const online = (data?.receptionStates ?? []).filter((state) => state.orderingHours);
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
    ...(online.length
      ? [
          [
            "ネット注文の受付",
            <span key="online" data-testid="ordering-hours">
              {online.map((state) => (
                <span key={state.method} className="info-table__line">
                  {METHOD_NAMES[state.method]}：{state.orderingHours}
                </span>
              ))}
            </span>,
          ] as [string, ReactNode],
        ]
      : []),
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
