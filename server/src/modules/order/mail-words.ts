// The customer mails' words in the order's language (issue 35, decision 0053): the catalogues in
// shared/i18n/mail/<lang>.json (ICU MessageFormat, flat keys, Japanese the reference), formatted with
// intl-messageformat. Money and slot times keep Japan's rules in every language: whole yen,
// tax-inclusive, Tokyo time.
import { IntlMessageFormat } from "intl-messageformat";
import type { Language } from "../../../../shared/i18n/languages.js";
import en from "../../../../shared/i18n/mail/en.json" with { type: "json" };
import ja from "../../../../shared/i18n/mail/ja.json" with { type: "json" };
import ko from "../../../../shared/i18n/mail/ko.json" with { type: "json" };
import zh from "../../../../shared/i18n/mail/zh.json" with { type: "json" };
import { formatMinutes, tokyoClock } from "../../lib/tokyo-time.js";

export type MailKey = keyof typeof ja;
const CATALOGUES: Record<Language, Record<MailKey, string>> = { ja, en, zh, ko };

/** BCP 47 tags for Intl (dates): Simplified Chinese is zh-Hans. */
const INTL_LOCALE: Record<Language, string> = { ja: "ja-JP", en: "en-US", zh: "zh-Hans-CN", ko: "ko-KR" };

const compiled = new Map<string, IntlMessageFormat>();

export interface MailWords {
  language: Language;
  t(key: MailKey, values?: Record<string, string | number>): string;
  /** 1,080円 / ¥1,080 / 1,080日元 / 1,080엔. */
  yen(amount: number): string;
  /** The slot in Tokyo time: 11月23日(月) 12:15〜12:30, Mon, Nov 23, 12:15–12:30 … */
  slot(startsAt: Date, endsAt?: Date): string;
}

const WEEKDAYS_JA = ["日", "月", "火", "水", "木", "金", "土"];

export function mailWords(language: Language): MailWords {
  const catalogue = CATALOGUES[language] ?? CATALOGUES.ja;
  const t = (key: MailKey, values?: Record<string, string | number>) => {
    const source = catalogue[key] ?? CATALOGUES.ja[key];
    const id = `${language}\u0000${key}`;
    let format = compiled.get(id);
    if (!format) {
      // Apostrophes are text, never ICU quoting: mail texts quote nothing.
      format = new IntlMessageFormat(source.replace(/'/g, "''"), INTL_LOCALE[language], undefined, {
        ignoreTag: true,
      });
      compiled.set(id, format);
    }
    // Numbers go in as text: 呼出番号 42 and rates stay as written, no grouping by locale.
    const args = values
      ? Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]))
      : undefined;
    return String(format.format(args));
  };
  const yen = (amount: number) => {
    const rounded = Math.round(Math.abs(amount));
    const digits = String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
    return t("yen", { amount: `${amount < 0 && rounded !== 0 ? "-" : ""}${digits}` });
  };
  const slot = (startsAt: Date, endsAt?: Date) => {
    const { date, weekday, minutes } = tokyoClock(startsAt);
    const end = endsAt ? formatMinutes(tokyoClock(endsAt).minutes) : "";
    if (language === "ja") {
      const [, month, day] = date.split("-").map(Number);
      return `${month}月${day}日(${WEEKDAYS_JA[weekday]}) ${formatMinutes(minutes)}${end ? `〜${end}` : ""}`;
    }
    // The Tokyo day as a calendar date (noon UTC of that date names the same day everywhere).
    const day = new Intl.DateTimeFormat(INTL_LOCALE[language], {
      timeZone: "UTC",
      month: "short",
      day: "numeric",
      weekday: "short",
    }).format(new Date(`${date}T12:00:00Z`));
    return `${day} ${formatMinutes(minutes)}${end ? `–${end}` : ""}`;
  };
  return { language, t, yen, slot };
}
