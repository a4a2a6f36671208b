import { SHOP } from "@shared/constants";

export function ShopInfoTable() {
  const rows = [
    ["店名", `${SHOP.description} ${SHOP.name}`],
    ["所在地", `〒${SHOP.postalCode} ${SHOP.address}`],
    ["電話番号", SHOP.phone],
    ["営業時間", SHOP.businessHours],
    ["定休日", SHOP.regularHoliday],
  ] as const;
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
