import { SHOP } from "@shared/constants";
import { CANCELLATION_TERMS } from "@shared/legal";
import { Link } from "react-router";
import { PageHeading } from "../../components/page-heading";
import { LegalDocumentPage } from "./components/legal-document-page";
import "./components/legal.css";

export const TermsPage = () => <LegalDocumentPage kind="TERMS" />;
export const PrivacyPage = () => <LegalDocumentPage kind="PRIVACY" />;

const NOTICE: readonly (readonly [string, string])[] = [
  ["販売事業者", `${SHOP.description} ${SHOP.name}`],
  ["運営責任者", SHOP.representative],
  ["所在地", `〒${SHOP.postalCode} ${SHOP.address}`],
  ["電話番号", `${SHOP.phone}（受付時間 ${SHOP.businessHours}、${SHOP.regularHoliday}を除く）`],
  ["メールアドレス", SHOP.email],
  ["販売価格", "各商品の表示価格（消費税込み）のとおりです。"],
  [
    "商品代金以外の必要料金",
    "デリバリーの場合は配達料がかかります。配達料と最低注文金額は配達エリアにより異なり、ご注文画面に表示します。",
  ],
  ["お支払い方法", "クレジットカード（オンライン決済）、現金（店頭でのお受け取り時・配達時）"],
  ["お支払い時期", "クレジットカードはご注文確定時、現金は商品のお受け取り時にお支払いください。"],
  ["商品の引渡し時期", "ご注文時にご指定いただいた日時に、店頭でお渡し、またはご指定の住所へお届けします。"],
  ["返品・交換・キャンセル", CANCELLATION_TERMS],
];

export function TermsLawPage() {
  return (
    <section className="page">
      <PageHeading eyebrow="Legal notice">特定商取引法に基づく表記</PageHeading>
      <dl className="info-table">
        {NOTICE.map(([term, detail]) => (
          <div
            key={term}
            className="info-table__row"
            id={term === "返品・交換・キャンセル" ? "cancel" : undefined}
          >
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
      </dl>
      <nav className="legal-page__links" aria-label="関連するページ">
        <Link to="/terms">利用規約</Link>
        <Link to="/privacy">プライバシーポリシー</Link>
      </nav>
    </section>
  );
}
