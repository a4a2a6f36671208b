// The public contact form: the shared rules (shared/contact.ts) here and on the server; the shop
// receives it by mail and the sender an acknowledgement (which quotes nothing they typed).
import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { SHOP } from "@shared/constants";
import { type ContactInput, contactSchema } from "@shared/contact";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormAlert } from "../../../components/form/form-alert";
import { useLocalizedResolver } from "../../../components/form/localized-resolver";
import { applyFailure, messageOfError } from "../../../components/form/server-errors";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { useFocusFirstInvalid } from "../../../components/form/use-focus-first-invalid";
import { PageHeading } from "../../../components/page-heading";
import { useT } from "../../../lib/i18n";
import { SendContactMutation } from "../api/send-contact-mutation";

const FIELDS = ["name", "email", "tel", "subject", "message"] as const;

export function ContactPage() {
  const t = useT();
  const [send] = useMutation(SendContactMutation);
  const [summary, setSummary] = useState("");
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ContactInput>({
    resolver: useLocalizedResolver(zodResolver(contactSchema) as never),
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
        <PageHeading eyebrow="Contact">{t("nav.contact")}</PageHeading>
        <FormAlert tone="success">{t("contact.received")}</FormAlert>
      </section>
    );
  }
  return (
    <section className="page container">
      <PageHeading eyebrow="Contact">{t("nav.contact")}</PageHeading>
      <p className="page__note">{t("contact.lead", { phone: SHOP.phone })}</p>
      <div className="form-card">
        <form ref={formRef} className="form" onSubmit={onSubmit} noValidate>
          <FormAlert>{summary || (Object.keys(errors).length > 0 ? t("form.invalid") : "")}</FormAlert>
          <TextField
            label={t("facts.name")}
            required
            autoComplete="name"
            registration={register("name")}
            error={errors.name?.message}
          />
          <TextField
            label={t("facts.email")}
            required
            type="email"
            inputMode="email"
            autoComplete="email"
            registration={register("email")}
            error={errors.email?.message}
          />
          <TextField
            label={t("law.term.phone")}
            required={false}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            registration={register("tel")}
            error={errors.tel?.message}
          />
          <TextField
            label={t("contact.subject")}
            required
            registration={register("subject")}
            error={errors.subject?.message}
          />
          <div className={errors.message ? "field field--invalid" : "field"}>
            <label className="field__label" htmlFor="contact-message">
              {t("contact.body")}
              <span className="field__badge field__badge--required" aria-hidden="true">
                {t("form.required")}
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
          <SubmitButton submitting={isSubmitting}>{t("contact.send")}</SubmitButton>
        </form>
      </div>
    </section>
  );
}
