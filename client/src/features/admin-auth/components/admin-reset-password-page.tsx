import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { newPasswordSchema } from "@shared/account";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import type { z } from "zod";
import { FormAlert } from "../../../components/form/form-alert";
import { applyFailure, messageOfError } from "../../../components/form/server-errors";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { PageHeading } from "../../../components/page-heading";
import { SetAdministratorPasswordWithLinkMutation } from "../api/set-password-with-link-mutation";
import "../../../components/form/forms.css";

type Values = z.input<typeof newPasswordSchema>;

/** /admin/resetpass?token=…: the link an owner mailed; the administrator sets a new password. */
export function AdminResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [setPassword] = useMutation(SetAdministratorPasswordWithLinkMutation, {
    context: { realm: "admin" },
  });
  const [summary, setSummary] = useState("");
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof newPasswordSchema>>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: "", passwordConfirmation: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSummary("");
    try {
      const { data } = await setPassword({
        variables: {
          input: {
            token,
            password: values.password,
            passwordConfirmation: values.passwordConfirmation ?? "",
          },
        },
      });
      const result = data?.setAdministratorPasswordWithLink;
      if (result?.__typename === "MutationSetAdministratorPasswordWithLinkSuccess") setDone(true);
      else if (result) setSummary(applyFailure(result, setError, ["password", "passwordConfirmation"]));
    } catch (error) {
      setSummary(messageOfError(error));
    }
  });

  return (
    <section className="page admin-login">
      <PageHeading eyebrow="Admin">管理画面のパスワード設定</PageHeading>
      <div className="form-card">
        {done ? (
          <>
            <FormAlert tone="success">
              パスワードを設定しました。新しいパスワードでログインしてください。
            </FormAlert>
            <p>
              <Link className="button button--primary" to="/admin/login">
                ログイン画面へ
              </Link>
            </p>
          </>
        ) : (
          <>
            <p className="form__lead">オーナーから届いたリンクです。新しいパスワードを入力してください。</p>
            <FormAlert>{summary}</FormAlert>
            <form className="form" onSubmit={onSubmit} noValidate>
              <TextField
                label="新しいパスワード"
                required
                type="password"
                autoComplete="new-password"
                hint="半角英数字8〜16文字（英字と数字をそれぞれ1文字以上）"
                registration={register("password")}
                error={errors.password?.message}
              />
              <TextField
                label="新しいパスワード（確認）"
                required
                type="password"
                autoComplete="new-password"
                registration={register("passwordConfirmation")}
                error={errors.passwordConfirmation?.message}
              />
              <div className="form__actions">
                <SubmitButton submitting={isSubmitting} pendingLabel="設定しています…">
                  パスワードを設定する
                </SubmitButton>
              </div>
            </form>
          </>
        )}
      </div>
    </section>
  );
}
