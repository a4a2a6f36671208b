import { useQuery } from "@apollo/client/react";
import { Link, useParams } from "react-router";
import { FormAlert } from "../../../components/form/form-alert";
import { messageOfError } from "../../../components/form/server-errors";
import { PageHeading } from "../../../components/page-heading";
import { AdministratorQuery } from "../api/administrator-query";
import { AdministratorDetail } from "./administrator-detail";
import { OwnAccountForm } from "./own-account-form";
import { TwoFactorPanel } from "./two-factor-panel";
import "./admin-settings.css";

/** Own account: the edit form. Anyone else: their details, and for owners a delete button. */
export function AdministratorEditPage() {
  const { id = "" } = useParams();
  const { data, loading, error } = useQuery(AdministratorQuery, {
    variables: { id },
    fetchPolicy: "cache-and-network",
  });
  const administrator = data?.administrator;
  const isSelf = administrator && administrator.id === data?.myAdministrator.id;
  return (
    <section className="page admin-settings admin-settings--form">
      <PageHeading eyebrow="Settings">{isSelf ? "アカウントの編集" : "管理者の詳細"}</PageHeading>
      {error && !data ? <FormAlert>{messageOfError(error)}</FormAlert> : null}
      {loading && !data ? (
        <p className="page__note" aria-busy="true">
          読み込んでいます…
        </p>
      ) : null}
      {data && !administrator ? <FormAlert tone="info">管理者が見つかりませんでした</FormAlert> : null}
      {administrator && isSelf ? <OwnAccountForm administrator={administrator} /> : null}
      {administrator && isSelf ? <TwoFactorPanel /> : null}
      {administrator && !isSelf ? (
        <AdministratorDetail
          administrator={administrator}
          viewerIsOwner={data?.myAdministrator.role === "OWNER"}
        />
      ) : null}
      <p>
        <Link to="/admin/setting">← 管理者一覧へ戻る</Link>
      </p>
    </section>
  );
}
