import { useQuery } from "@apollo/client/react";
import { type LegalDocumentKind, legalBlocks } from "@shared/legal";
import { Link } from "react-router";
import { PageHeading } from "../../../components/page-heading";
import { type MessageKey, useLanguage, useT } from "../../../lib/i18n";
import { LegalDocumentQuery } from "../api/legal-document-query";
import "./legal.css";

const EYEBROW: Record<LegalDocumentKind, string> = { TERMS: "Terms of use", PRIVACY: "Privacy policy" };
const TITLE: Record<LegalDocumentKind, MessageKey> = { TERMS: "nav.terms", PRIVACY: "nav.privacy" };

/** /terms and /privacy: the text the owner saved in the back office (or the default). */
export function LegalDocumentPage({ kind }: { kind: LegalDocumentKind }) {
  const t = useT();
  const translated = useLanguage() !== "ja";
  const { data, error, refetch } = useQuery(LegalDocumentQuery, { variables: { kind } });
  const document = data?.legalDocument;
  return (
    <section className="page legal-page">
      <PageHeading eyebrow={EYEBROW[kind]}>{t(TITLE[kind])}</PageHeading>
      {/* The owner writes these texts in Japanese: shown as they are, marked as Japanese. */}
      {translated ? <p className="legal-page__authority">{t("legal.inJapanese")}</p> : null}
      {document ? (
        <article className="legal-text" data-testid="legal-text" lang="ja">
          {legalBlocks(document.body).map((block, index) =>
            block.kind === "heading" ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one text, in order
              <h2 key={index}>{block.text}</h2>
            ) : block.kind === "list" ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one text, in order
              <ul key={index}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one text, in order
              <p key={index}>{block.lines.join("\n")}</p>
            ),
          )}
          {document.updatedAt ? (
            <p className="legal-text__date">
              {t("legal.revised", { date: new Date(String(document.updatedAt)) })}
            </p>
          ) : null}
        </article>
      ) : error ? (
        <div className="form-alert form-alert--error" role="alert">
          {t("legal.loadFailed")}
          <button type="button" className="button--link" onClick={() => void refetch()}>
            {t("common.reload")}
          </button>
        </div>
      ) : (
        <p role="status">{t("common.loading")}</p>
      )}
      <nav className="legal-page__links" aria-label={t("legal.related")}>
        {kind === "TERMS" ? (
          <Link to="/privacy">{t("nav.privacy")}</Link>
        ) : (
          <Link to="/terms">{t("nav.terms")}</Link>
        )}
        <Link to="/terms/law">{t("nav.law")}</Link>
      </nav>
    </section>
  );
}
