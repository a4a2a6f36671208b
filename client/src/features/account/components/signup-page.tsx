import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { type SignUpInput, signUpSchema } from "@shared/account";
import { useState } from "react";
import { type UseFormReturn, useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { FormAlert, invalidFormMessage } from "../../../components/form/form-alert";
import { applyFailure, messageOfError } from "../../../components/form/server-errors";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { useFocusFirstInvalid } from "../../../components/form/use-focus-first-invalid";
import { PageHeading } from "../../../components/page-heading";
import {
  CustomerProfileFields,
  EMPTY_PROFILE,
  PROFILE_FIELDS,
  type ProfileValues,
} from "../../../domain/customer/profile-fields";
import { SignUpMutation } from "../api/sign-up-mutation";
import { ResendConfirmationButton } from "./resend-confirmation";
import "./account.css";

const PASSWORD_HINT = "半角英数字8〜16文字（英字と数字をそれぞれ1文字以上）";

export function SignupPage() {
  const [signUp] = useMutation(SignUpMutation);
  const [summary, setSummary] = useState("");
  const [sentTo, setSentTo] = useState("");
  const form = useForm<SignUpInput, unknown, z.output<typeof signUpSchema>>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { ...EMPTY_PROFILE, password: "", passwordConfirmation: "" },
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = form;
  const formRef = useFocusFirstInvalid(submitCount, Object.keys(errors).length > 0);

  const onSubmit = handleSubmit(async (values) => {
    setSummary("");
    try {
      const { data } = await signUp({ variables: { input: values } });
      const result = data?.signUp;
      if (result?.__typename === "MutationSignUpSuccess") {
        setSentTo(result.data.email);
        window.scrollTo({ top: 0 });
      } else if (result) {
        setSummary(applyFailure(result, setError, [...PROFILE_FIELDS, "password", "passwordConfirmation"]));
      }
    } catch (error) {
      setSummary(messageOfError(error));
    }
  });

  if (sentTo) {
    return (
      <section className="page account">
        <PageHeading eyebrow="Sign up">会員登録</PageHeading>
        <div className="form-card account__sent">
          <FormAlert tone="success">確認メールを送信しました</FormAlert>
          <p className="account__sent-address">{sentTo}</p>
          <p>
            メールに記載されたリンクを開くと、会員登録が完了します。
            <br />
            メールが届かない場合は、迷惑メールフォルダもご確認ください。
          </p>
          <ResendConfirmationButton email={sentTo} />
          <p>
            <Link to="/">トップページへ戻る</Link>
          </p>
        </div>
      </section>
    );
  }

  return (
    <section className="page account account--wide">
      <PageHeading eyebrow="Sign up">会員登録</PageHeading>
      <div className="form-card">
        <p className="form__lead">
          会員登録をすると、ご注文時のお客様情報の入力が簡単になり、注文履歴もご確認いただけます。
        </p>
        <form ref={formRef} className="form" onSubmit={onSubmit} noValidate>
          <CustomerProfileFields form={form as unknown as UseFormReturn<ProfileValues>} />
          <h2 className="form__section-title">パスワード</h2>
          <TextField
            label="パスワード"
            required
            type="password"
            autoComplete="new-password"
            hint={PASSWORD_HINT}
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
          <p className="form__lead" data-testid="signup-agreement">
            <a href="/terms" target="_blank" rel="noreferrer">
              利用規約
            </a>
            と
            <a href="/privacy" target="_blank" rel="noreferrer">
              プライバシーポリシー
            </a>
            をお読みのうえ、ご登録ください。「登録する」を押すと、これらに同意したものとします。
          </p>
          <div className="form__actions">
            <FormAlert>{summary || invalidFormMessage(errors)}</FormAlert>
            <SubmitButton submitting={isSubmitting} pendingLabel="登録しています…">
              登録する
            </SubmitButton>
          </div>
        </form>
        <ul className="form__links">
          <li>
            <Link to="/login">会員の方はこちらからログイン</Link>
          </li>
        </ul>
      </div>
    </section>
  );
}
