import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { FormAlert } from "../../../components/form/form-alert";
import { messageOfError } from "../../../components/form/server-errors";
import { PageHeading } from "../../../components/page-heading";
import { AdministratorsQuery } from "../api/administrators-query";
import { AdministratorRow } from "./administrator-row";
import { BackupSummary } from "./backup-summary";
import { useFlashFromNavigation } from "./use-list-flash";
import "./admin-settings.css";

export function AdministratorListPage() {
  const { data, loading, error } = useQuery(AdministratorsQuery, { fetchPolicy: "cache-and-network" });
  const isOwner = data?.myAdministrator.role === "OWNER";
  const flash = useFlashFromNavigation();
  return (
    <section className="page admin-settings">
      <div className="admin-settings__head">
        <PageHeading eyebrow="Settings">管理者一覧</PageHeading>
        {isOwner ? (
          <Link to="/admin/setting/create" className="button button--primary">
            ＋ 新規作成
          </Link>
        ) : null}
      </div>
      {flash ? <FormAlert tone="success">{flash}</FormAlert> : null}
      {error && !data ? <FormAlert>{messageOfError(error)}</FormAlert> : null}
      {loading && !data ? (
        <p className="page__note" aria-busy="true">
          読み込んでいます…
        </p>
      ) : null}
      {data ? (
        <>
          <p className="page__note">{data.administrators.length}名の管理者が登録されています。</p>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">名前</th>
                <th scope="col">メールアドレス</th>
                <th scope="col">権限</th>
                <th scope="col">
                  <span className="visually-hidden">操作</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.administrators.map((administrator) => (
                <AdministratorRow
                  key={administrator.id}
                  administrator={administrator}
                  isSelf={administrator.id === data.myAdministrator.id}
                />
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      <BackupSummary />
    </section>
  );
}
