import { ApolloLink } from "@apollo/client";

/**
 * Sends an operation by its hash instead of its text (trusted documents, decision 0011): codegen
 * embeds each document's sha256 as `__meta__.hash`, and the server runs the stored document. In
 * production it runs nothing else for visitors and customers.
 */
export const trustedDocumentLink = new ApolloLink((operation, forward) => {
  const hash = (operation.query as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  if (typeof hash === "string" && hash.startsWith("sha256:")) {
    operation.extensions.persistedQuery = { version: 1, sha256Hash: hash.slice("sha256:".length) };
    operation.setContext(({ http }: { http?: Record<string, unknown> }) => ({
      http: { ...http, includeQuery: false, includeExtensions: true },
    }));
  }
  return forward(operation);
});
