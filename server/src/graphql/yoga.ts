import type { IncomingMessage, ServerResponse } from "node:http";
import type { GraphQLError } from "graphql";
import {
  createGraphQLError,
  createYoga,
  maskError,
  type Plugin,
  type YogaServerInstance,
} from "graphql-yoga";
import { type Context, type ContextDeps, createContext, type RequestInfo } from "../context.js";
import { asDomainError, DomainError, INTERNAL_ERROR_MESSAGE } from "../errors.js";
import { compressionPlugin } from "../http/compress-response.js";
import { menuResponseCache } from "../http/menu/menu-delivery.js";
import { logger } from "../lib/log.js";
import type { Authentication } from "../modules/auth/viewer.js";
import { schema } from "../schema/index.js";
import { GRAPHQL_UPLOAD_BODY_BYTES, jsonBodyLimit } from "./body-limits.js";
import { httpRefusals } from "./http-refusals.js";
import { japaneseInputErrors } from "./input-errors.js";
import { boundedParserCache, documentLimits, GRAPHQL_LIMITS } from "./limits.js";
import { requestScope } from "./request-scope.js";
import { trustedDocumentsPlugin } from "./trusted-documents.js";

/** What the transports hand to yoga: node's request, and over WebSocket a marker. */
export interface ServerContext {
  req: IncomingMessage;
  res?: ServerResponse;
  transport?: RequestInfo["transport"];
  /** graphql-ws connection_init payload: carries the auth headers' values. */
  connectionParams?: Record<string, unknown>;
  /** Over WebSocket: the connection's viewer, authenticated once when it connected. */
  authentication?: Authentication;
}

export type Yoga = YogaServerInstance<ServerContext, Context>;

export function createGraphQLServer(deps: ContextDeps & { isProduction: boolean }): Yoga {
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: "/graphql",
    landingPage: false,
    graphiql: deps.isProduction ? false : { title: "からあげ GraphQL", subscriptionsProtocol: "WS" },
    maskedErrors: { errorMessage: INTERNAL_ERROR_MESSAGE, maskError: maskUnexpectedErrors },
    logging: deps.isProduction ? "info" : "warn",
    context: ({ req, res, transport, connectionParams, authentication }) =>
      createContext(deps, { req, res, transport: transport ?? "http", connectionParams, authentication }),
    // One operation per request (yoga's default, said here): a batch is refused with 400.
    batching: false,
    // Photos come as multipart; everything else is held to GRAPHQL_LIMITS.bodyBytes (jsonBodyLimit).
    maxRequestBodySize: GRAPHQL_UPLOAD_BODY_BYTES,
    parserAndValidationCache: boundedParserCache(),
    // compressionPlugin last: it leaves alone what the menu cache already sends compressed.
    plugins: [
      requestScope(),
      jsonBodyLimit(GRAPHQL_LIMITS.bodyBytes),
      documentLimits(),
      ...httpRefusals(),
      // Before the menu cache: a hash becomes its document text, which the cache recognises.
      trustedDocumentsPlugin({ prisma: deps.prisma, isProduction: deps.isProduction }),
      badRequestForInvalidOperations(),
      japaneseInputErrors(),
      closeAfterRefusedBody(),
      menuResponseCache(deps.prisma),
      compressionPlugin(),
    ],
  });
}

/**
 * Yoga answers syntax and validation errors with 200 to plain `application/json` clients (the
 * GraphQL-over-HTTP legacy rule) and 400 only to `application/graphql-response+json` ones. A
 * request that is not a valid operation is a bad request whoever sends it: always 400.
 */
function badRequestForInvalidOperations(): Plugin {
  return {
    onResultProcess: ({ result }) => {
      if (Array.isArray(result) || !("errors" in result)) return;
      for (const error of result.errors ?? []) {
        const http = error.extensions?.http as { spec?: boolean; status?: number } | undefined;
        if (http?.spec && http.status === 400) http.spec = false;
      }
    },
  };
}

/**
 * A body refused for its size (413) ends the connection: otherwise node would read the rest of
 * it, to the last byte, to reuse the connection.
 */
function closeAfterRefusedBody(): Plugin {
  return {
    onResponse: ({ response }) => {
      if (response.status === 413) response.headers.set("connection", "close");
    },
  };
}

/**
 * Domain errors keep their (Japanese) message and code; Prisma's known errors become domain
 * errors first. Anything else is logged and replaced by a generic message, never with a stack
 * trace, in every environment.
 */
export function maskUnexpectedErrors(error: unknown, message: string): Error {
  const cause = rootCause(error);
  if (cause instanceof DomainError && isGraphQLError(error)) {
    // Already carries the domain message and (via DomainError.extensions) its code.
    return error;
  }
  const domain = asDomainError(cause);
  if (domain) {
    const located = isGraphQLError(error) ? error : undefined;
    return createGraphQLError(domain.message, {
      nodes: located?.nodes,
      path: located?.path,
      extensions: domain.extensions,
    });
  }
  // GraphQL's own errors (syntax, validation, unknown field) are safe to show.
  if (isGraphQLError(cause)) return error as Error;
  logger.error({ err: cause }, "[graphql] unexpected error");
  return maskError(error, message, false);
}

function rootCause(error: unknown): unknown {
  let current = error;
  while (isGraphQLError(current) && current.originalError) current = current.originalError;
  return current;
}

/**
 * By name, as yoga does: graphql ships CommonJS and ESM builds, and a bundler or test runner may
 * load both, so `instanceof GraphQLError` can be false for a real one.
 */
export function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === "GraphQLError";
}
