// One message: opening it marks it read; staff reply by mail (the server keeps the thread).
import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { type ContactReplyInput, contactReplySchema } from "@shared/contact";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useParams } from "react-router";
import { FormAlert } from "../../../components/form/form-alert";
import { applyFailure, messageOfError } from "../../../components/form/server-errors";
import { SubmitButton } from "../../../components/form/submit-button";
import { PageHeading } from "../../../components/page-heading";
import { type FragmentType, graphql, useFragment } from "../../../gql";
import { formatDay, formatTime } from "../../../lib/tokyo-format";
import { useSuccessMessage } from "../../../lib/use-success-message";
import { MarkContactReadMutation, ReplyToContactMutation } from "../api/contact-mutations";
import "./admin-contacts.css";

export const ContactDetailFragment = graphql(`
  fragment ContactDetail_contact on Contact {
    id
    name
    email
    tel
    subject
    message
    readAt
    createdAt
    replies {
      id
      body
      sentBy
      createdAt
    }
  }
`);

const when = (at: unknown) => `${formatDay(String(at))} ${formatTime(String(at))}`;

export function ContactDetailPage() {
  const { id = "" } = useParams();
  const [open, { data, error }] = useMutation(MarkContactReadMutation);
  useEffect(() => {
    void open({ variables: { id }, refetchQueries: ["UnreadContactCount"] }).catch(() => {});
  }, [id, open]);
  const result = data?.markContactRead;
  return (
    <section className="page admin-contacts admin-contacts--detail">
      <PageHeading eyebrow="Contacts">お問い合わせの詳細</PageHeading>
      <p>
        <Link to="/admin/contact">← お問い合わせ一覧へ</Link>
      </p>
      {error ? <FormAlert>{messageOfError(error)}</FormAlert> : null}
      {result && "message" in result ? <FormAlert>{result.message}</FormAlert> : null}
      {result?.__typename === "MutationMarkContactReadSuccess" ? (
        <ContactThread contact={result.data} />
      ) : null}
    </section>
  );
}

function ContactThread({ contact: initial }: { contact: FragmentType<typeof ContactDetailFragment> }) {
  const [ref, setRef] = useState(initial);
  const contact = useFragment(ContactDetailFragment, ref);
  const [reply] = useMutation(ReplyToContactMutation);
  const [summary, setSummary] = useState("");
  const [flash, showFlash] = useSuccessMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactReplyInput>({ resolver: zodResolver(contactReplySchema), defaultValues: { body: "" } });
  const onSubmit = handleSubmit(async ({ body }) => {
    setSummary("");
    try {
      const { data } = await reply({ variables: { id: contact.id, body } });
      const result = data?.replyToContact;
      if (result?.__typename === "MutationReplyToContactSuccess") {
        setRef(result.data);
        reset({ body: "" });
        showFlash("返信メールを送信しました");
      } else if (result && "message" in result) {
        setSummary(applyFailure(result, setError, ["body"]));
      }
    } catch (e) {
      setSummary(messageOfError(e));
    }
  });
  return (
    <>
      <article className="form-card admin-contacts__message">
        <h2 className="admin-contacts__title">{contact.subject}</h2>
        <dl className="admin-contacts__from">
          <dt>お名前</dt>
          <dd>{contact.name}</dd>
          <dt>メールアドレス</dt>
          <dd>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
          <dt>電話番号</dt>
          <dd>{contact.tel ?? "（なし）"}</dd>
          <dt>受信日時</dt>
          <dd>{when(contact.createdAt)}</dd>
        </dl>
        <p className="admin-contacts__body">{contact.message}</p>
      </article>
      {contact.replies.map((r) => (
        <article key={r.id} className="form-card admin-contacts__reply">
          <p className="admin-contacts__meta">
            返信 {when(r.createdAt)} ／ {r.sentBy}
          </p>
          <p className="admin-contacts__body">{r.body}</p>
        </article>
      ))}
      <form className="form form-card" onSubmit={onSubmit} noValidate>
        <FormAlert tone="success">{flash}</FormAlert>
        <FormAlert>{summary}</FormAlert>
        <div className={errors.body ? "field field--invalid" : "field"}>
          <label className="field__label" htmlFor="reply-body">
            返信内容（{contact.email} 宛にメールで送信されます）
          </label>
          <textarea id="reply-body" className="field__input" rows={8} {...register("body")} />
          {errors.body?.message ? <p className="field__error">{errors.body.message}</p> : null}
        </div>
        <SubmitButton submitting={isSubmitting}>返信を送信する</SubmitButton>
      </form>
    </>
  );
}
