// The account's mails (sign-up confirmation, password reset, e-mail change and its notice) in the
// language of the visitor who asked (issue 35, decision 0053): the request's language, passed in
// the deps by the doors. Words from shared/i18n/mail/<lang>.json; links open the page in that
// language.
import { SHOP } from "../../../../shared/constants.js";
import { type Language, localizedPath } from "../../../../shared/i18n/languages.js";
import type { Customer } from "../../generated/prisma/client.js";
import { defang } from "../../lib/defang.js";
import { composeMail } from "../../mail/mail.js";
import { type MailKey, mailWords } from "../order/mail-words.js";

type Kind = "signup" | "reset" | "emailChange";
type Person = Pick<Customer, "lastName" | "firstName">;

const subjectOf = (language: Language, key: MailKey) =>
  mailWords(language).t("subject.plain", { shop: SHOP.name, text: mailWords(language).t(key) });
const greetingOf = (language: Language, person: Person) =>
  defang(mailWords(language).t("greeting", { lastName: person.lastName, firstName: person.firstName }));

/** This site's page `path` in `language` (Japanese unprefixed). */
export const accountPageUrl = (publicUrl: string, language: Language, path: string) =>
  new URL(localizedPath(language, path), publicUrl);

/** A mail with one link to follow: the sign-up, password-reset and new-address mails. */
export function accountLinkMail(language: Language, kind: Kind, to: string, person: Person, url: string) {
  const w = mailWords(language);
  const body: Record<Kind, string[]> = {
    signup: [w.t("account.signup.body", { shop: SHOP.name }), w.t("account.signup.ignore")],
    reset: [w.t("account.reset.body"), w.t("account.reset.ignore")],
    emailChange: [
      w.t("account.emailChange.body", { shop: SHOP.name }),
      w.t("account.emailChange.until"),
      w.t("account.emailChange.ignore"),
    ],
  };
  return composeMail(
    to,
    subjectOf(language, `account.${kind}.subject`),
    [greetingOf(language, person), ...body[kind]],
    { label: w.t(`account.${kind}.action`), url },
  );
}

/** The current address is told at once that a change to `maskedEmail` was asked for. */
export function emailChangeNoticeMail(language: Language, to: string, person: Person, maskedEmail: string) {
  const w = mailWords(language);
  return composeMail(to, subjectOf(language, "account.emailNotice.subject"), [
    greetingOf(language, person),
    w.t("account.emailNotice.body", { email: maskedEmail }),
    w.t("account.emailNotice.self"),
    w.t("account.emailNotice.unknown", { shop: SHOP.name, phone: SHOP.phone }),
  ]);
}
