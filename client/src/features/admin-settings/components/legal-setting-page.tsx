// 利用規約 and プライバシーポリシー as customers read them at /terms and /privacy. Only the OWNER
// changes them; STAFF read them here.
import { useMutation, useQuery } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { LEGAL_DOCUMENT_PATHS, type LegalDocumentInput, legalDocumentSchema } from "@shared/legal";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { FormAlert } from "../../../components/form/form-alert";
import { applyFailure, messageOfError } from "../../../components/form/server-errors";
import { SubmitButton } from "../../../components/form/submit-button";
import { PageHeading } from "../../../components/page-heading";
import type { LegalDocumentsQuery as LegalDocumentsData } from "../../../gql/graphql";
import { useSuccessMessage } from "../../../lib/use-success-message";
import { LegalDocumentsQuery } from "../api/legal-documents-query";
import { UpdateLegalDocumentMutation } from "../api/update-legal-document-mutation";
import "./admin-settings.css";

type LegalDocument = LegalDocumentsData["terms"];

const updated = new Intl.DateTimeFormat("ja-JP", {
  timeZone: "Asia/Tokyo",
  dateStyle: "medium",
  timeStyle: "short",
});

export function LegalSettingPage() {
  const { data, error, refetch } = useQuery(LegalDocumentsQuery, { fetchPolicy: "cache-and-network" });
  const isOwner = data?.myAdministrator.role === "OWNER";
  return (
    <section className="page admin-settings admin-settings--form">
      <PageHeading eyebrow="Settings">利用規約・プライバシーポリシー</PageHeading>
      {error && !data ? <FormAlert>{messageOfError(error)}</FormAlert> : null}
      {data && !isOwner ? (
        <FormAlert tone="info">利用規約とプライバシーポリシーを変更できるのはオーナーのみです。</FormAlert>
      ) : null}
      <p className="page__note">
        「## 」で始まる行は見出し、「・」で始まる行は箇条書き、空行は段落の区切りになります。
      </p>
      {data
        ? [data.terms, data.privacy].map((document) => (
            <LegalDocumentForm
              // One form per text for the page's life: a save (a new updatedAt) must not remount it,
              // or its "保存しました" would vanish with the old instance.
              key={document.kind}
              document={document}
              editable={isOwner}
              onSaved={() => refetch()}
            />
          ))
        : null}
    </section>
  );
}

interface LegalDocumentFormProps {
  document: LegalDocument;
  editable: boolean;
  onSaved: () => void;
}

function LegalDocumentForm({ document, editable, onSaved }: LegalDocumentFormProps) {
  const id = useId();
  const [update] = useMutation(UpdateLegalDocumentMutation);
  const [summary, setSummary] = useState("");
  const [flash, showFlash] = useSuccessMessage();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LegalDocumentInput>({
    resolver: zodResolver(legalDocumentSchema),
    defaultValues: { body: document.body },
  });
  const onSubmit = handleSubmit(async (values) => {
    setSummary("");
    try {
      const { data } = await update({ variables: { kind: document.kind, input: values } });
      const result = data?.updateLegalDocument;
      if (result?.__typename === "MutationUpdateLegalDocumentSuccess") {
        showFlash(`${document.title}を保存しました`);
        onSaved();
      } else if (result && "message" in result) {
        setSummary(applyFailure(result, setError, ["body"]));
      }
    } catch (failure) {
      setSummary(messageOfError(failure));
    }
  });
  const error = errors.body?.message;
  return (
    <form
      className="form form-card admin-settings__legal-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 className="form__section-title" id={`${id}-title`}>
        {document.title}
      </h2>
      <p className="page__note">
        <a href={LEGAL_DOCUMENT_PATHS[document.kind]} target="_blank" rel="noreferrer">
          公開中のページを見る
        </a>
        {document.updatedAt
          ? `　最終更新：${updated.format(new Date(String(document.updatedAt)))}${document.updatedBy ? `（${document.updatedBy}）` : ""}`
          : "　初期の文面を表示しています"}
      </p>
      <FormAlert tone="success">{flash}</FormAlert>
      <FormAlert>{summary}</FormAlert>
      <div className={error ? "field field--invalid" : "field"}>
        <label className="field__label" htmlFor={`${id}-body`}>
          本文
        </label>
        <textarea
          id={`${id}-body`}
          className="field__input admin-settings__legal-body"
          rows={16}
          readOnly={!editable}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register("body")}
        />
        {error ? (
          <p className="field__error" id={`${id}-error`}>
            {error}
          </p>
        ) : null}
      </div>
      {editable ? <SubmitButton submitting={isSubmitting}>{document.title}を保存する</SubmitButton> : null}
    </form>
  );
}
