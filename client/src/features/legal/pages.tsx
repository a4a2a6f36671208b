import { LEGAL_NOTICE_ROWS } from "@shared/legal";
import { Link } from "react-router";
import { PageHeading } from "../../components/page-heading";
import { type MessageKey, useLanguage, useT } from "../../lib/i18n";
import { LegalDocumentPage } from "./components/legal-document-page";
import "./components/legal.css";

export const TermsPage = () => <LegalDocumentPage kind="TERMS" />;
export const PrivacyPage = () => <LegalDocumentPage kind="PRIVACY" />;

/**
 * The 特定商取引法に基づく表記. Its Japanese text is the authoritative one: in another language each
 * row shows it, marked as Japanese, with the translation beside it (decision 0052).
 */
export function TermsLawPage() {
  const t = useT();
  const translated = useLanguage() !== "ja";
  return (
    <section className="page">
      <PageHeading eyebrow="Legal notice">{t("nav.law")}</PageHeading>
      {translated ? <p className="legal-page__authority">{t("law.authority")}</p> : null}
      <dl className="info-table">
        {LEGAL_NOTICE_ROWS.map((row) => (
          <div key={row.key} className="info-table__row" id={row.key === "cancel" ? "cancel" : undefined}>
            <dt>
              <span lang="ja">{row.term}</span>
              {translated ? (
                <span className="legal-page__translation">{t(`law.term.${row.key}` as MessageKey)}</span>
              ) : null}
            </dt>
            <dd>
              <span lang="ja">{row.detail}</span>
              {translated ? (
                <span className="legal-page__translation">{t(`law.detail.${row.key}` as MessageKey)}</span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <nav className="legal-page__links" aria-label={t("legal.related")}>
        <Link to="/terms">{t("nav.terms")}</Link>
        <Link to="/privacy">{t("nav.privacy")}</Link>
      </nav>
    </section>
  );
}
