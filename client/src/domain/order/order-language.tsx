import type { Language } from "../../gql/graphql";
import "./order-language.css";

/** How staff read each language at a glance (issue 35): the badge and what it stands for. */
const LANGUAGE_MARKS: Record<Exclude<Language, "ja">, { badge: string; name: string }> = {
  en: { badge: "EN", name: "英語" },
  zh: { badge: "中", name: "中国語" },
  ko: { badge: "KO", name: "韓国語" },
};

/**
 * 「EN」 on staff screens for an order placed in another language, so staff know how to speak to
 * the customer; nothing for Japanese. The names on the order stay Japanese.
 */
export function OrderLanguageBadge({ locale }: { locale: Language | null | undefined }) {
  if (!locale || locale === "ja") return null;
  const mark = LANGUAGE_MARKS[locale];
  return (
    <span className="order-language" title={`${mark.name}で注文`} data-testid="order-language">
      <span aria-hidden="true">{mark.badge}</span>
      <span className="visually-hidden">{mark.name}で注文</span>
    </span>
  );
}
