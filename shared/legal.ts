/**
 * The shop's legal texts: 利用規約 (/terms) and プライバシーポリシー (/privacy), which the owner edits in
 * the back office (/admin/setting/legal), and the cancellation terms shown on the final
 * confirmation screen (特定商取引法 12条の6) and in the 特定商取引法に基づく表記. Until the owner saves
 * a text, the defaults below are shown. Plain data and zod only: the client and the server share it.
 *
 * Markup of a text: a line starting with "## " is a heading, lines starting with "・" form a list,
 * a blank line ends a paragraph. Nothing else is interpreted (no HTML).
 */
import { z } from "zod";
import { SHOP } from "./constants.js";

export const LEGAL_DOCUMENT_KINDS = ["TERMS", "PRIVACY"] as const;
export type LegalDocumentKind = (typeof LEGAL_DOCUMENT_KINDS)[number];

export const LEGAL_DOCUMENT_TITLES: Record<LegalDocumentKind, string> = {
  TERMS: "利用規約",
  PRIVACY: "プライバシーポリシー",
};

export const LEGAL_DOCUMENT_PATHS: Record<LegalDocumentKind, string> = {
  TERMS: "/terms",
  PRIVACY: "/privacy",
};

export const LEGAL_BODY_MAX = 20_000;

export const LEGAL_MESSAGES = {
  kind: "文書の種類を選んでください",
  body: "本文を入力してください",
  bodyTooLong: `本文は${LEGAL_BODY_MAX.toLocaleString("ja-JP")}文字以内で入力してください`,
} as const;

export const legalDocumentKindSchema = z.enum(LEGAL_DOCUMENT_KINDS, LEGAL_MESSAGES.kind);

export const legalDocumentSchema = z.object({
  body: z
    .string(LEGAL_MESSAGES.body)
    .trim()
    .min(1, LEGAL_MESSAGES.body)
    .max(LEGAL_BODY_MAX, LEGAL_MESSAGES.bodyTooLong),
});
export type LegalDocumentInput = z.input<typeof legalDocumentSchema>;

/** Where the cancellation terms are, for a link (the 特商法 page's row of that name). */
export const CANCELLATION_TERMS_PATH = "/terms/law#cancel";

/** The cancellation and return terms, in one place for every screen that states them. */
export const CANCELLATION_TERMS =
  "食品のため、お客様のご都合による返品・交換はお受けできません。商品に不備があった場合は、お受け取り当日中にお電話でご連絡ください。ご注文のキャンセルは、お受け取り（お届け）時刻の1時間前までお電話で承ります。クレジットカードでお支払い済みのご注文をキャンセルした場合は、カード会社を通じて返金します。";

const TERMS = `この利用規約（以下「本規約」）は、${SHOP.name}（以下「当店」）が提供するオンライン注文サービス（以下「本サービス」）の利用条件を定めるものです。ご利用の前にお読みください。ご注文または会員登録をもって、本規約に同意いただいたものとします。

## 第1条（ご注文と契約の成立）
ご注文内容の確認画面で「注文を確定する」を押し、当店が受付完了のメールをお送りした時点で売買契約が成立します。クレジットカードでのお支払いは、決済の完了をもってご注文が確定します。

## 第2条（料金とお支払い）
商品の価格はすべて消費税込みで表示します。デリバリーの場合は配達エリアごとの配達料がかかります。お支払いは、クレジットカード（ご注文時）または現金（店頭でのお受け取り時・お届け時）です。

## 第3条（お受け取り・お届け）
ご指定の日時に店頭でお渡し、またはご指定の住所へお届けします。交通事情や混雑によりお時間が前後する場合があります。ご指定の日時にお受け取りがない場合、食品衛生上の理由から商品を廃棄し、代金を申し受けることがあります。

## 第4条（キャンセル・返品）
${CANCELLATION_TERMS}

## 第5条（会員）
会員は、登録した情報を正しく最新に保ち、パスワードを第三者に知られないよう管理してください。当店は、本規約に反する利用があった場合、会員登録を取り消すことがあります。

## 第6条（禁止事項）
・いたずらや虚偽の内容による注文
・他人の情報を使った注文や登録
・本サービスの運営を妨げる行為

## 第7条（免責）
当店は、通信環境や決済サービスの障害など当店の責めに帰さない事由によって生じた損害について、責任を負いません。

## 第8条（規約の変更）
当店は、必要に応じて本規約を変更することがあります。変更後の規約は本ページに掲載した時点から効力を生じます。

## 第9条（準拠法・管轄）
本規約は日本法に準拠し、本サービスに関する紛争は広島地方裁判所を第一審の専属的合意管轄裁判所とします。`;

const PRIVACY = `${SHOP.name}（以下「当店」）は、個人情報の保護に関する法律（個人情報保護法）を守り、お客様の個人情報を次のとおり取り扱います。

## 1. 取得する情報
・お名前（フリガナ）、メールアドレス、携帯電話番号
・ご住所・お届け先（デリバリーをご利用の場合、または会員情報として登録された場合）
・ご注文の内容、お受け取り日時、お車の色とナンバー（お車でのお受け取りの場合）、備考
・会員のパスワード（復元できない形に変換して保存します）
・お問い合わせの内容
クレジットカード番号は当店のサーバーでは受け取らず、保存もしません。

## 2. 利用目的
・ご注文の受付、調理、お渡し・お届け、代金の決済
・ご注文の確認、準備完了などのご連絡（メール・お電話）
・会員サービスの提供（注文履歴、登録情報の入力の省略）
・お問い合わせへの回答
・不正な注文の防止、売上の集計などサービスの改善（個人を特定しない形で行います）

## 3. 第三者への提供と委託
法令に基づく場合を除き、ご本人の同意なく個人情報を第三者に提供しません。次の業務は外部の事業者に委託しており、必要な範囲で情報を預けます。
・クレジットカード決済：決済代行会社（ご注文番号と金額。カード情報はお客様から決済代行会社へ直接送られます）
・メールの配信：メール配信サービス事業者（お名前、メールアドレス、ご注文の内容）
・サーバーの運用：ホスティング事業者（保存するすべての情報）
委託先とは秘密保持を約束し、適切に管理されるよう監督します。

## 4. 保存期間
・ご注文の記録：税務上の帳簿保存のため、ご注文日から7年間
・会員情報：退会のお申し出まで（退会後は速やかに削除します）
・お問い合わせ：回答の完了から1年間
期間を過ぎた情報は、速やかに削除または個人を特定できない形にします。

## 5. 安全管理
通信はすべて暗号化し、管理画面には権限を持つ従業員だけがログインできます。

## 6. 開示・訂正・利用停止・削除のご請求
ご本人から、保有する個人情報の開示、訂正、追加、削除、利用の停止、第三者提供の記録の開示をご請求いただけます。下記の窓口へメールまたはお電話でご連絡ください。ご本人であることを確認のうえ、遅滞なく対応します。会員の方は、マイページから登録情報の確認と変更ができます。

## 7. お問い合わせ窓口
${SHOP.name}　個人情報お問い合わせ窓口（責任者 ${SHOP.representative}）
〒${SHOP.postalCode} ${SHOP.address}
電話 ${SHOP.phone}（${SHOP.businessHours}、${SHOP.regularHoliday}を除く）
メール ${SHOP.email}

## 8. 改定
このポリシーを改定する場合は、本ページでお知らせします。`;

/** What /terms and /privacy show until the owner saves a text of their own. */
export const LEGAL_DEFAULTS: Record<LegalDocumentKind, string> = { TERMS, PRIVACY };

export type LegalBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; lines: string[] }
  | { kind: "list"; items: string[] };

/** A text's blocks, for display: headings, paragraphs (their lines kept) and lists. */
export function legalBlocks(body: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  for (const raw of body.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    const last = blocks.at(-1);
    if (!line) {
      if (last?.kind !== "heading") blocks.push({ kind: "paragraph", lines: [] });
    } else if (line.startsWith("## ")) {
      blocks.push({ kind: "heading", text: line.slice(3).trim() });
    } else if (line.startsWith("・")) {
      const item = line.slice(1).trim();
      if (last?.kind === "list") last.items.push(item);
      else blocks.push({ kind: "list", items: [item] });
    } else if (last?.kind === "paragraph") {
      last.lines.push(line);
    } else {
      blocks.push({ kind: "paragraph", lines: [line] });
    }
  }
  return blocks.filter((block) => block.kind !== "paragraph" || block.lines.length > 0);
}

/**
 * The 特定商取引法に基づく表記 (/terms/law), row by row. The Japanese text is the authoritative one;
 * a page in another language shows each row's translation beside it (decision 0052), by `key`.
 */
export const LEGAL_NOTICE_ROWS = [
  { key: "seller", term: "販売事業者", detail: `${SHOP.description} ${SHOP.name}` },
  { key: "representative", term: "運営責任者", detail: SHOP.representative },
  { key: "address", term: "所在地", detail: `〒${SHOP.postalCode} ${SHOP.address}` },
  {
    key: "phone",
    term: "電話番号",
    detail: `${SHOP.phone}（受付時間 ${SHOP.businessHours}、${SHOP.regularHoliday}を除く）`,
  },
  { key: "email", term: "メールアドレス", detail: SHOP.email },
  { key: "price", term: "販売価格", detail: "各商品の表示価格（消費税込み）のとおりです。" },
  {
    key: "otherFees",
    term: "商品代金以外の必要料金",
    detail:
      "デリバリーの場合は配達料がかかります。配達料と最低注文金額は配達エリアにより異なり、ご注文画面に表示します。",
  },
  {
    key: "payment",
    term: "お支払い方法",
    detail: "クレジットカード（オンライン決済）、現金（店頭でのお受け取り時・配達時）",
  },
  {
    key: "paymentTime",
    term: "お支払い時期",
    detail: "クレジットカードはご注文確定時、現金は商品のお受け取り時にお支払いください。",
  },
  {
    key: "delivery",
    term: "商品の引渡し時期",
    detail: "ご注文時にご指定いただいた日時に、店頭でお渡し、またはご指定の住所へお届けします。",
  },
  { key: "cancel", term: "返品・交換・キャンセル", detail: CANCELLATION_TERMS },
] as const;
