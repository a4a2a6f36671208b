// The server answers in Japanese (messages made for the Japanese shop), with a stable code beside
// each message: a quote's problems (QuoteProblem.code), a mutation's error (Error.code). On a page in
// another language the catalogue's text for the code is shown (`serverError.<code>`, decision
// 0052); a code without one keeps the server's Japanese, as do Japanese pages.
import { CombinedGraphQLErrors } from "@apollo/client";
import { ORDER_LIMITS } from "@shared/order";
import { type MessageKey, useI18n } from "../../lib/i18n";
import { messageOfError, NETWORK_FAILURE } from "./server-errors";

export interface ServerAnswer {
  code?: string | null;
  message: string;
}

/** The text of a server's answer in the page's language (its own Japanese as the fallback). */
export function useServerText(): (answer: ServerAnswer) => string {
  const { language, has, t } = useI18n();
  return ({ code, message }) => {
    if (language === "ja" || !code) return message;
    const key = `serverError.${code}`;
    return has(key) ? t(key as MessageKey, { max: ORDER_LIMITS.maxQuantity }) : message;
  };
}

/**
 * A thrown error's text for the summary (messageOfError's) in the page's language: a failed
 * connection, or a GraphQL error by its `extensions.code`.
 */
export function useErrorText(): (error: unknown) => string {
  const { language, t } = useI18n();
  const serverText = useServerText();
  return (error) => {
    const message = messageOfError(error);
    if (language === "ja") return message;
    if (message === NETWORK_FAILURE) return t("serverError.network");
    const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : undefined;
    return serverText({ code: typeof code === "string" ? code : null, message });
  };
}
