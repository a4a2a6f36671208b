import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { ADMIN_ROLES, administratorCreateSchema } from "@shared/account";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import type { z } from "zod";
import { FormAlert } from "../../../components/form/form-alert";
import { SelectField } from "../../../components/form/select-field";
import { applyFailure, messageOfError } from "../../../components/form/server-errors";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { PageHeading } from "../../../components/page-heading";
import { EmailField } from "../../../domain/customer/person-fields";
import { useAdminRole } from "../../../lib/local-session";
import { CreateAdministratorMutation } from "../api/create-administrator-mutation";
import "./admin-settings.css";

type CreateValues = z.input<typeof administratorCreateSchema>;
const FIELDS = ["name", "email", "password", "passwordConfirmation", "role"] as const;

export function AdministratorCreatePage() {
  const isOwner = useAdminRole() === "OWNER";
  return (
    <section className="page admin-settings admin-settings--form">
      <PageHeading eyebrow="Settings">管理者の登録</PageHeading>
      {isOwner ? (
        <AdministratorCreateForm />
      ) : (
        <div className="form-card">
          <FormAlert tone="info">
            管理者を追加できるのはオーナーだけです。オーナーの方にご依頼ください。
          </FormAlert>
          <Link to="/admin/setting" className="button button--ghost">
            管理者一覧へ戻る
          </Link>
        </div>
      )}
    </section>
  );
}

function AdministratorCreateForm() {
  const navigate = useNavigate();
  const [create] = useMutation(CreateAdministratorMutation, { refetchQueries: ["Administrators"] });
  const [summary, setSummary] = useState("");
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateValues, unknown, z.output<typeof administratorCreateSchema>>({
    resolver: zodResolver(administratorCreateSchema),
    defaultValues: { name: "", email: "", password: "", passwordConfirmation: "", role: "STAFF" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSummary("");
    try {
      const { data } = await create({ variables: { input: values } });
      const result = data?.createAdministrator;
      if (result?.__typename === "MutationCreateAdministratorSuccess") {
        navigate("/admin/setting", { state: { flash: `${result.data.name} さんを登録しました` } });
      } else if (result) {
        setSummary(applyFailure(result, setError, FIELDS));
      }
    } catch (error) {
      setSummary(messageOfError(error));
    }
  });

  return (
    <div className="form-card">
      <FormAlert>{summary}</FormAlert>
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextField
          label="名前"
          required
          autoComplete="off"
          registration={register("name")}
          error={errors.name?.message}
        />
        <EmailField form={{ register, formState: { errors } }} autoComplete="off" />
        <div className="form__row form__row--2">
          <TextField
            label="パスワード"
            required
            type="password"
            autoComplete="new-password"
            hint="半角英数字8〜16文字（英字と数字を含む）"
            registration={register("password")}
            error={errors.password?.message}
          />
          <TextField
            label="パスワード（確認）"
            required
            type="password"
            autoComplete="new-password"
            registration={register("passwordConfirmation")}
            error={errors.passwordConfirmation?.message}
          />
        </div>
        <SelectField
          label="権限"
          required
          hint="オーナーは管理者の追加と削除ができます"
          registration={register("role")}
          error={errors.role?.message}
        >
          {Object.entries(ADMIN_ROLES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <div className="form__actions form__actions--inline">
          <Link to="/admin/setting" className="button button--ghost">
            キャンセル
          </Link>
          <SubmitButton submitting={isSubmitting} pendingLabel="登録しています…">
            登録する
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
