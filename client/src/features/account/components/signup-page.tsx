import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { type SignUpInput, signUpSchema } from "@shared/account";
import { useState } from "react";
import { type UseFormReturn, useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { FormAlert } from "../../../components/form/form-alert";
import { useLocalizedResolver } from "../../../components/form/localized-resolver";
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
import { newTabLink, useLanguage, useRichT, useT } from "../../../lib/i18n";
import { SignUpMutation } from "../api/sign-up-mutation";
import { ResendConfirmationButton } from "./resend-confirmation";
import "./account.css";
import { localizeHref } from "@shared/i18n/url-language";

export function SignupPage() {
  const t = useT();
  const rich = useRichT();
  const language = useLanguage();
  const [signUp] = useMutation(SignUpMutation);
  const [summary, setSummary] = useState("");
  const [sentTo, setSentTo] = useState("");
  const form = useForm<SignUpInput, unknown, z.output<typeof signUpSchema>>({
    resolver: useLocalizedResolver(zodResolver(signUpSchema)),
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
        <PageHeading eyebrow="Sign up">{t("title.signup")}</PageHeading>
        <div className="form-card account__sent">
          <FormAlert tone="success">{t("signup.sent")}</FormAlert>
          <p className="account__sent-address">{sentTo}</p>
          <p>
            {t("signup.openLink")}
            <br />
            {t("signup.spam")}
          </p>
          <ResendConfirmationButton email={sentTo} />
          <p>
            <Link to="/">{t("common.backHome")}</Link>
          </p>
        </div>
      </section>
    );
  }

  return (
    <section className="page account account--wide">
      <PageHeading eyebrow="Sign up">{t("title.signup")}</PageHeading>
      <div className="form-card">
        <p className="form__lead">{t("signup.lead")}</p>
        <form ref={formRef} className="form" onSubmit={onSubmit} noValidate>
          <CustomerProfileFields form={form as unknown as UseFormReturn<ProfileValues>} />
          <h2 className="form__section-title">{t("account.password")}</h2>
          <TextField
            label={t("account.password")}
            required
            type="password"
            autoComplete="new-password"
            hint={t("signup.passwordHint")}
            registration={register("password")}
            error={errors.password?.message}
          />
          <TextField
            label={t("signup.passwordConfirmation")}
            required
            type="password"
            autoComplete="new-password"
            registration={register("passwordConfirmation")}
            error={errors.passwordConfirmation?.message}
          />
          <p className="form__lead" data-testid="signup-agreement">
            {rich("signup.agreement", {
              terms: newTabLink(localizeHref("/terms", language)),
              privacy: newTabLink(localizeHref("/privacy", language)),
            })}
          </p>
          <div className="form__actions">
            <FormAlert>{summary || (Object.keys(errors).length > 0 ? t("form.invalid") : "")}</FormAlert>
            <SubmitButton submitting={isSubmitting} pendingLabel={t("signup.submitting")}>
              {t("signup.submit")}
            </SubmitButton>
          </div>
        </form>
        <ul className="form__links">
          <li>
            <Link to="/login">{t("signup.toLogin")}</Link>
          </li>
        </ul>
      </div>
    </section>
  );
}
