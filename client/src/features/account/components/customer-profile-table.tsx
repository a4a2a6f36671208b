import { prefectureById } from "@shared/constants";
import { type FragmentType, graphql, useFragment } from "../../../gql";
import { useT } from "../../../lib/i18n";

export const CustomerProfileFragment = graphql(`
  fragment CustomerProfile_customer on Customer {
    email
    lastName
    firstName
    lastNameKana
    firstNameKana
    tel
    postalCode
    prefectureId
    address1
    address2
  }
`);

function formatPostalCode(code: string | null): string {
  return code && code.length === 7 ? `〒${code.slice(0, 3)}-${code.slice(3)}` : "";
}

export function CustomerProfileTable(props: { customer: FragmentType<typeof CustomerProfileFragment> }) {
  const t = useT();
  const customer = useFragment(CustomerProfileFragment, props.customer);
  const prefecture = customer.prefectureId ? (prefectureById(customer.prefectureId)?.name ?? "") : "";
  const address = [
    formatPostalCode(customer.postalCode),
    `${prefecture}${customer.address1 ?? ""}`,
    customer.address2,
  ]
    .filter(Boolean)
    .join(" ");
  const rows: [string, string][] = [
    [t("facts.name"), `${customer.lastName} ${customer.firstName}`],
    [t("info.kana"), `${customer.lastNameKana} ${customer.firstNameKana}`],
    [t("facts.email"), customer.email],
    [t("facts.tel"), customer.tel],
    [t("checkout.address"), address || t("info.noAddress")],
  ];
  return (
    <dl className="info-table">
      {rows.map(([label, value]) => (
        <div key={label} className="info-table__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
