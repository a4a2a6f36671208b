import { useQuery } from "@apollo/client/react";
import { SHOP } from "@shared/constants";
import type { ReactNode } from "react";
import { useOrderingHours } from "../../../domain/reception/ordering-hours";
import { type MessageKey, useT } from "../../../lib/i18n";
import { OrderingHoursQuery } from "../api/ordering-hours-query";

const METHOD_NAMES: Record<string, MessageKey> = { TAKEOUT: "method.takeout", DELIVERY: "method.delivery" };

/** The shop's details: a tappable phone number, the parking for car pickups, a map link. */
export function ShopInfoTable() {
  const t = useT();
  const orderingHoursOf = useOrderingHours();
  // Online orders close before the shop's last order (the kitchen needs the lead time): said here,
  // from the same hours the slots are computed from.
  const { data } = useQuery(OrderingHoursQuery, { fetchPolicy: "cache-and-network" });
  const online = (data?.receptionStates ?? []).filter((state) => state.orderingHours);
  const rows: [string, ReactNode][] = [
    [t("store.name"), t("law.detail.seller")],
    [
      t("law.term.address"),
      <span key="address">
        {t("shop.address", { postalCode: SHOP.postalCode })}
        <br />
        <a className="info-table__link" href={SHOP.mapUrl} target="_blank" rel="noreferrer">
          {t("store.map")}
        </a>
      </span>,
    ],
    [
      t("law.term.phone"),
      <a key="tel" className="info-table__link" href={`tel:${SHOP.phone.replace(/[^0-9]/g, "")}`}>
        {SHOP.phone}
      </a>,
    ],
    [t("store.hours"), t("store.hoursValue")],
    ...(online.length
      ? [
          [
            t("store.online"),
            <span key="online" data-testid="ordering-hours">
              {online.map((state) => (
                <span key={state.method} className="info-table__line">
                  {t("common.labelled", { label: t(METHOD_NAMES[state.method] ?? "method.takeout") })}
                  {orderingHoursOf(state) ?? state.orderingHours}
                </span>
              ))}
            </span>,
          ] as [string, ReactNode],
        ]
      : []),
    [t("store.holiday"), t("store.holidayValue")],
    [t("store.parking"), t("store.parkingValue")],
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
