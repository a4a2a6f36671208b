// Trusted documents (docs/decisions/0011-hostile-input.md): the operations the client was built
// with, by sha256, from codegen's persisted-documents.json. The client sends only the hash; in
// production anonymous callers and customers can run nothing else, administrators (GraphiQL) and
// development keep arbitrary documents, still under the limits of limits.ts.
import { readFileSync } from "node:fs";
import { usePersistedOperations as persistedOperationsPlugin } from "@graphql-yoga/plugin-persisted-operations";
import { type DocumentNode, Kind, parse, print, type SelectionSetNode, visit } from "graphql";
import { createGraphQLError, type Plugin } from "graphql-yoga";
import type { PrismaClient } from "../generated/prisma/client.js";
import { authenticate, presentedCredentials } from "../modules/auth/viewer.js";

const MANIFEST = new URL("../../../client/src/gql/persisted-documents.json", import.meta.url);

export const TRUSTED_DOCUMENT_MESSAGES = {
  only: "この操作は実行できません。ページを再読み込みしてください",
  notFound: "登録されていない操作です。ページを再読み込みしてください",
  missing: "実行する操作（query または persistedQuery）を指定してください",
} as const;

/**
 * Adds `__typename` where Apollo Client's cache adds it before sending (every selection set but
 * the operation's own), so a stored document answers what the client's cache expects.
 */
export function withTypenames(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet(node: SelectionSetNode, _key, parent) {
      if (
        parent &&
        !Array.isArray(parent) &&
        (parent as { kind?: string }).kind === Kind.OPERATION_DEFINITION
      ) {
        return undefined;
      }
      if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === "__typename"))
        return undefined;
      return {
        ...node,
        selections: [
          { kind: Kind.FIELD, name: { kind: Kind.NAME, value: "__typename" } },
          ...node.selections,
        ],
      };
    },
  });
}

/** Without any `__typename`, printed: the same text whether or not a client's cache added them. */
function canonical(document: DocumentNode): string {
  return print(
    visit(document, {
      Field: (node) => (node.name.value === "__typename" && !node.alias ? null : undefined),
    }),
  );
}

export interface TrustedDocuments {
  /** Hex sha256 → the document as the server runs it (with Apollo's `__typename`s). */
  byHash: Map<string, string>;
  /** Canonical prints, to recognise a full document sent over WebSocket. */
  canonical: Set<string>;
  /** Operation name → its hex sha256 (the server's own requests, e.g. /menu's prerendered answer). */
  hashByName: Map<string, string>;
}

let loaded: TrustedDocuments | undefined;

export function trustedDocuments(): TrustedDocuments {
  if (loaded) return loaded;
  const manifest = JSON.parse(readFileSync(MANIFEST, "utf8")) as Record<string, string>;
  const byHash = new Map<string, string>();
  const canonicalSet = new Set<string>();
  const hashByName = new Map<string, string>();
  for (const [key, text] of Object.entries(manifest)) {
    const document = parse(text);
    const hash = key.replace(/^sha256:/, "");
    byHash.set(hash, print(withTypenames(document)));
    canonicalSet.add(canonical(document));
    for (const definition of document.definitions)
      if (definition.kind === Kind.OPERATION_DEFINITION && definition.name)
        hashByName.set(definition.name.value, hash);
  }
  loaded = { byHash, canonical: canonicalSet, hashByName };
  return loaded;
}

/** Whether a full document (over WebSocket, where graphql-ws sends text) is one of the client's. */
export function isTrustedDocument(document: DocumentNode): boolean {
  return trustedDocuments().canonical.has(canonical(document));
}

const refusal = (message: string, code: string) => ({
  message,
  extensions: { code, http: { status: 400 } },
});

/**
 * yoga's persisted-operations plugin: a request with `extensions.persistedQuery.sha256Hash` runs
 * the stored document; one with `query` text runs only in development or for an administrator.
 */
export function trustedDocumentsPlugin(deps: { prisma: PrismaClient; isProduction: boolean }): Plugin {
  const { byHash } = trustedDocuments();
  return persistedOperationsPlugin({
    getPersistedOperation: (hash) => byHash.get(hash) ?? null,
    allowArbitraryOperations: deps.isProduction
      ? async (request) => {
          const credentials = presentedCredentials(Object.fromEntries(request.headers));
          if (!credentials) return false;
          const auth = await authenticate(deps.prisma, credentials, { rotate: false });
          return auth.viewer?.kind === "admin";
        }
      : true,
    customErrors: {
      persistedQueryOnly: refusal(TRUSTED_DOCUMENT_MESSAGES.only, "PERSISTED_QUERY_ONLY"),
      notFound: refusal(TRUSTED_DOCUMENT_MESSAGES.notFound, "PERSISTED_QUERY_NOT_FOUND"),
      keyNotFound: refusal(TRUSTED_DOCUMENT_MESSAGES.missing, "BAD_REQUEST"),
    },
  }) as Plugin;
}

export function trustedOnlyError() {
  return createGraphQLError(TRUSTED_DOCUMENT_MESSAGES.only, { extensions: { code: "PERSISTED_QUERY_ONLY" } });
}
