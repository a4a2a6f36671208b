import { useMutation } from "@apollo/client/react";
import { ADMIN_ROLES, type AdminRole } from "@shared/account";
import { useId, useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { FormAlert } from "../../../components/form/form-alert";
import { messageOfError } from "../../../components/form/server-errors";
import { useSuccessMessage } from "../../../lib/use-success-message";
import { ChangeAdministratorRoleMutation } from "../api/change-administrator-role-mutation";
import { SendAdministratorPasswordLinkMutation } from "../api/send-administrator-password-link-mutation";

interface Props {
  administrator: { id: string; name: string; email: string; role: AdminRole };
}

/**
 * What an owner does to another administrator: change the role (the server keeps the last owner),
 * and mail a link to set a new password (the owner never learns it).
 */
export function AdministratorOwnerActions({ administrator }: Props) {
  const selectId = useId();
  const [role, setRole] = useState<AdminRole>(administrator.role);
  const [failure, setFailure] = useState("");
  const [flash, showFlash] = useSuccessMessage();
  const [askingLink, setAskingLink] = useState(false);
  // A missing administrator means someone else deleted them, not that this session ended.
  const context = { keepSessionOnNotFound: true };
  const [changeRole, changing] = useMutation(ChangeAdministratorRoleMutation, {
    context,
    refetchQueries: ["Administrators", "Administrator"],
  });
  const [sendLink, sending] = useMutation(SendAdministratorPasswordLinkMutation, { context });

  const onChangeRole = async () => {
    setFailure("");
    try {
      const { data } = await changeRole({ variables: { id: administrator.id, role } });
      const result = data?.changeAdministratorRole;
      if (result?.__typename === "MutationChangeAdministratorRoleSuccess") {
        showFlash(`${administrator.name} さんの権限を「${ADMIN_ROLES[role]}」にしました`);
      } else if (result) {
        setFailure(result.message);
        setRole(administrator.role);
      }
    } catch (error) {
      setFailure(messageOfError(error));
    }
  };

  const onSendLink = async () => {
    setFailure("");
    try {
      const { data } = await sendLink({ variables: { id: administrator.id } });
      const result = data?.sendAdministratorPasswordLink;
      if (result?.__typename === "MutationSendAdministratorPasswordLinkSuccess") {
        showFlash(`${administrator.email} にパスワード再設定のリンクを送りました（有効期限1時間）`);
      } else if (result) setFailure(result.message);
    } catch (error) {
      setFailure(messageOfError(error));
    }
    setAskingLink(false);
  };

  return (
    <div className="admin-settings__owner-actions">
      <FormAlert tone="success">{flash}</FormAlert>
      <FormAlert>{failure}</FormAlert>
      <div className="field">
        <label className="field__label" htmlFor={selectId}>
          権限
        </label>
        <div className="admin-settings__inline">
          <select
            id={selectId}
            className="field__input field__select"
            value={role}
            onChange={(event) => setRole(event.currentTarget.value as AdminRole)}
          >
            {(Object.keys(ADMIN_ROLES) as AdminRole[]).map((key) => (
              <option key={key} value={key}>
                {ADMIN_ROLES[key]}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button button--primary"
            disabled={changing.loading || role === administrator.role}
            onClick={() => void onChangeRole()}
          >
            権限を変更する
          </button>
        </div>
      </div>
      <div className="field">
        <p className="field__label">パスワード</p>
        <p className="field__hint">
          パスワードを忘れた管理者には、再設定のリンクをメールで送ります。本人が新しいパスワードを決めます。
        </p>
        <button type="button" className="button button--ghost" onClick={() => setAskingLink(true)}>
          パスワード再設定のリンクを送る
        </button>
      </div>
      <ConfirmDialog
        open={askingLink}
        title="パスワード再設定のリンクを送りますか？"
        confirmLabel="送る"
        busy={sending.loading}
        onConfirm={() => void onSendLink()}
        onCancel={() => setAskingLink(false)}
      >
        {administrator.name}（{administrator.email}
        ）にリンクを送ります。設定されると、この管理者はすべての端末でログアウトします。
      </ConfirmDialog>
    </div>
  );
}
