import { useQuery } from "@apollo/client/react";
import { LEGAL_DOCUMENT_TITLES, type LegalDocumentKind, legalBlocks } from "@shared/legal";
import { Link } from "react-router";
import { PageHeading } from "../../../components/page-heading";
import { LegalDocumentQuery } from "../api/legal-document-query";
import "./legal.css";

const revised = new Intl.DateTimeFormat("ja-JP", { timeZone: "Asia/Tokyo", dateStyle: "long" });

const EYEBROW: Record<LegalDocumentKind, string> = { TERMS: "Terms of use", PRIVACY: "Privacy policy" };

/** /terms and /privacy: the text the owner saved in the back office (or the default). */
export function LegalDocumentPage({ kind }: { kind: LegalDocumentKind }) {
  const { data, error, refetch } = useQuery(LegalDocumentQuery, { variables: { kind } });
  const document = data?.legalDocument;
  return (
    <section className="page legal-page">
      <PageHeading eyebrow={EYEBROW[kind]}>{LEGAL_DOCUMENT_TITLES[kind]}</PageHeading>
      {document ? (
        <article className="legal-text" data-testid="legal-text">
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
              最終改定日：{revised.format(new Date(String(document.updatedAt)))}
            </p>
          ) : null}
        </article>
      ) : error ? (
        <div className="form-alert form-alert--error" role="alert">
          読み込めませんでした。
          <button type="button" className="button--link" onClick={() => void refetch()}>
            再読み込み
          </button>
        </div>
      ) : (
        <p role="status">読み込んでいます…</p>
      )}
      <nav className="legal-page__links" aria-label="関連するページ">
        {kind === "TERMS" ? (
          <Link to="/privacy">プライバシーポリシー</Link>
        ) : (
          <Link to="/terms">利用規約</Link>
        )}
        <Link to="/terms/law">特定商取引法に基づく表記</Link>
      </nav>
    </section>
  );
}
