import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { emailOnlySchema } from "@shared/account";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { FormAlert } from "../../../components/form/form-alert";
import { applyFailure, messageOfError } from "../../../components/form/server-errors";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { RequestPasswordResetMutation } from "../api/request-password-reset-mutation";

export function PasswordResetRequestForm() {
  const [requestReset] = useMutation(RequestPasswordResetMutation);
  const [summary, setSummary] = useState("");
  const [sentTo, setSentTo] = useState("");
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof emailOnlySchema>, unknown, z.output<typeof emailOnlySchema>>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: "" },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setSummary("");
    try {
      const { data } = await requestReset({
        variables: { email, redirectUrl: `${window.location.origin}/resetpass` },
      });
      const result = data?.requestPasswordReset;
      // The answer is the same whether or not the address is registered.
      if (result && "message" in result) setSummary(applyFailure(result, setError, ["email"]));
      else setSentTo(email);
    } catch (error) {
      setSummary(messageOfError(error));
    }
  });

  if (sentTo) {
    return (
      <div className="account__sent">
        <FormAlert tone="success">メールを送信しました</FormAlert>
        <p className="account__sent-address">{sentTo}</p>
        <p>
          ご登録のメールアドレスであれば、パスワード再設定用のリンクをお送りしました。
          <br />
          メールのリンクから新しいパスワードを設定してください。
        </p>
        <p>
          <Link to="/login">ログイン画面へ戻る</Link>
        </p>
      </div>
    );
  }

  return (
    <>
      <p className="form__lead">ご登録のメールアドレスに、パスワード再設定用のリンクをお送りします。</p>
      <FormAlert>{summary}</FormAlert>
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextField
          label="メールアドレス"
          type="email"
          inputMode="email"
          autoComplete="email"
          registration={register("email")}
          error={errors.email?.message}
        />
        <div className="form__actions">
          <SubmitButton submitting={isSubmitting}>再設定メールを送信する</SubmitButton>
        </div>
      </form>
      <ul className="form__links">
        <li>
          <Link to="/login">ログイン画面へ戻る</Link>
        </li>
      </ul>
    </>
  );
}
