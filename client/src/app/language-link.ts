import { ApolloLink } from "@apollo/client";
import { LANGUAGE_HEADER } from "@shared/i18n/language-codes";
import { languageOfPath } from "@shared/i18n/url-language";

/**
 * Tells the server the page's language (I18N contract, decision 0052): names and descriptions come
 * back translated, and an order placed from an English page is an English order. Staff screens'
 * paths carry no language, so they send "ja".
 */
export function languageLink(currentPath: () => string): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const language = languageOfPath(currentPath().split("?")[0] ?? "/");
    operation.setContext((previous: { headers?: Record<string, string> }) => ({
      headers: { ...previous.headers, [LANGUAGE_HEADER]: language },
    }));
    return forward(operation);
  });
}
