import { useMutation } from "@apollo/client/react";
import { ADMIN_ROLES, type AdminRole } from "@shared/account";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { FormAlert } from "../../../components/form/form-alert";
import { messageOfError } from "../../../components/form/server-errors";
import { DeleteAdministratorMutation } from "../api/delete-administrator-mutation";
import { AdministratorOwnerActions } from "./administrator-owner-actions";

interface AdministratorDetailProps {
  administrator: { id: string; name: string; email: string; role: AdminRole };
  viewerIsOwner: boolean;
}

export function AdministratorDetail({ administrator, viewerIsOwner }: AdministratorDetailProps) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [summary, setSummary] = useState("");
  // A missing administrator here means someone else deleted them, not that this session ended.
  const [remove, { loading }] = useMutation(DeleteAdministratorMutation, {
    context: { keepSessionOnNotFound: true },
    refetchQueries: ["Administrators"],
  });

  const onConfirm = async () => {
    setSummary("");
    try {
      const { data } = await remove({ variables: { id: administrator.id } });
      const result = data?.deleteAdministrator;
      if (result?.__typename === "MutationDeleteAdministratorSuccess") {
        navigate("/admin/setting", {
          replace: true,
          state: { flash: `${administrator.name} さんを削除しました` },
        });
        return;
      }
      if (result) setSummary(result.message);
    } catch (error) {
      setSummary(messageOfError(error));
    }
    setConfirming(false);
  };

  return (
    <div className="form-card">
      <FormAlert>{summary}</FormAlert>
      <dl className="info-table">
        <div className="info-table__row">
          <dt>名前</dt>
          <dd>{administrator.name}</dd>
        </div>
        <div className="info-table__row">
          <dt>メールアドレス</dt>
          <dd>{administrator.email}</dd>
        </div>
        <div className="info-table__row">
          <dt>権限</dt>
          <dd>{ADMIN_ROLES[administrator.role]}</dd>
        </div>
      </dl>
      {viewerIsOwner ? <AdministratorOwnerActions administrator={administrator} /> : null}
      {viewerIsOwner ? (
        <div className="admin-settings__danger">
          <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
            削除
          </button>
        </div>
      ) : (
        <p className="page__note">管理者の削除はオーナーのみ行えます。</p>
      )}
      <ConfirmDialog
        open={confirming}
        title="管理者を削除しますか？"
        confirmLabel="削除する"
        busy={loading}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(false)}
      >
        {administrator.name}（{administrator.email}）を削除します。この操作は取り消せません。
      </ConfirmDialog>
    </div>
  );
}
