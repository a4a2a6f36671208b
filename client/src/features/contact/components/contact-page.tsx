// The public contact form: the shared rules (shared/contact.ts) here and on the server; the shop
// receives it by mail and the sender an acknowledgement (which quotes nothing they typed).
import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { SHOP } from "@shared/constants";
import { type ContactInput, contactSchema } from "@shared/contact";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormAlert, invalidFormMessage } from "../../../components/form/form-alert";
import { applyFailure, messageOfError } from "../../../components/form/server-errors";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { useFocusFirstInvalid } from "../../../components/form/use-focus-first-invalid";
import { PageHeading } from "../../../components/page-heading";
import { SendContactMutation } from "../api/send-contact-mutation";

const FIELDS = ["name", "email", "tel", "subject", "message"] as const;

export function ContactPage() {
  const [send] = useMutation(SendContactMutation);
  const [summary, setSummary] = useState("");
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ContactInput>({
    resolver: zodResolver(contactSchema) as never,
    defaultValues: { name: "", email: "", tel: "", subject: "", message: "" },
    shouldFocusError: false,
  });
  const formRef = useFocusFirstInvalid(submitCount, Object.keys(errors).length > 0);
  const onSubmit = handleSubmit(async (values) => {
    setSummary("");
    try {
      const { data } = await send({ variables: { input: values } });
      const result = data?.sendContact;
      if (result?.__typename === "MutationSendContactSuccess") setSent(true);
      else if (result && "message" in result) setSummary(applyFailure(result, setError, FIELDS));
    } catch (error) {
      setSummary(messageOfError(error));
    }
  });
  if (sent) {
    return (
      <section className="page container">
        <PageHeading eyebrow="Contact">お問い合わせ</PageHeading>
        <FormAlert tone="success">
          お問い合わせを受け付けました。確認のメールをお送りしましたのでご確認ください。担当者より順にご返信いたします。
        </FormAlert>
      </section>
    );
  }
  return (
    <section className="page container">
      <PageHeading eyebrow="Contact">お問い合わせ</PageHeading>
      <p className="page__note">
        ご予約やご意見はこちらからお送りください。お急ぎの方はお電話（{SHOP.phone}）でどうぞ。
      </p>
      <div className="form-card">
        <form ref={formRef} className="form" onSubmit={onSubmit} noValidate>
          <FormAlert>{summary || invalidFormMessage(errors)}</FormAlert>
          <TextField
            label="お名前"
            required
            autoComplete="name"
            registration={register("name")}
            error={errors.name?.message}
          />
          <TextField
            label="メールアドレス"
            required
            type="email"
            inputMode="email"
            autoComplete="email"
            registration={register("email")}
            error={errors.email?.message}
          />
          <TextField
            label="電話番号"
            required={false}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            registration={register("tel")}
            error={errors.tel?.message}
          />
          <TextField
            label="件名"
            required
            registration={register("subject")}
            error={errors.subject?.message}
          />
          <div className={errors.message ? "field field--invalid" : "field"}>
            <label className="field__label" htmlFor="contact-message">
              お問い合わせ内容
              <span className="field__badge field__badge--required" aria-hidden="true">
                必須
              </span>
            </label>
            <textarea
              id="contact-message"
              className="field__input"
              rows={8}
              aria-required
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? "contact-message-error" : undefined}
              {...register("message")}
            />
            {errors.message?.message ? (
              <p className="field__error" id="contact-message-error">
                {errors.message.message}
              </p>
            ) : null}
          </div>
          <SubmitButton submitting={isSubmitting}>送信する</SubmitButton>
        </form>
      </div>
    </section>
  );
}
