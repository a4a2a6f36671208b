import { ADMIN_ROLES } from "@shared/account";
import { Link } from "react-router";
import { type FragmentType, graphql, useFragment } from "../../../gql";

export const AdministratorRowFragment = graphql(`
  fragment AdministratorRow_administrator on Administrator {
    id
    name
    email
    role
  }
`);

interface AdministratorRowProps {
  administrator: FragmentType<typeof AdministratorRowFragment>;
  isSelf: boolean;
}

export function AdministratorRow(props: AdministratorRowProps) {
  const administrator = useFragment(AdministratorRowFragment, props.administrator);
  return (
    <tr>
      <td data-label="名前">
        {administrator.name}
        {props.isSelf ? <span className="admin-table__self">あなた</span> : null}
      </td>
      <td data-label="メールアドレス" className="admin-table__email">
        {administrator.email}
      </td>
      <td data-label="権限">
        <span className={`role-badge role-badge--${administrator.role.toLowerCase()}`}>
          {ADMIN_ROLES[administrator.role]}
        </span>
      </td>
      <td className="admin-table__action">
        <Link
          to={`/admin/setting/${administrator.id}`}
          className="button button--ghost button--small"
          aria-label={`${administrator.name}の詳細`}
        >
          {props.isSelf ? "編集" : "詳細"}
        </Link>
      </td>
    </tr>
  );
}
