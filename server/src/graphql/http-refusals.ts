// Requests yoga would otherwise answer with 500 although the fault is the client's: each is
// refused with a 4xx and a Japanese message (docs/decisions/0011-hostile-input.md).
import { createGraphQLError, type Plugin } from "graphql-yoga";
import type { Context } from "../context.js";
import { bodyTooLargeMessage, GRAPHQL_UPLOAD_BODY_BYTES } from "./body-limits.js";

export const SUBSCRIPTION_OVER_HTTP_MESSAGE =
  "購読（subscription）はWebSocket（graphql-transport-ws）で接続してください";

const badRequest = (message: string, code = "BAD_REQUEST") =>
  createGraphQLError(message, { extensions: { code, http: { status: 400 } } });

/**
 * GET /graphql's `variables` and `extensions` must be JSON objects: yoga's GET parser calls
 * JSON.parse on them unguarded, and its SyntaxError became a 500.
 */
function jsonQueryParams(): Plugin {
  return {
    onRequestParse: ({ request, url }) => {
      if (request.method !== "GET") return;
      for (const name of ["variables", "extensions"]) {
        const value = url.searchParams.get(name);
        if (value == null || value === "") continue;
        let parsed: unknown;
        try {
          parsed = JSON.parse(value);
        } catch {
          throw badRequest(`パラメータ「${name}」はJSON形式で指定してください`);
        }
        if (parsed !== null && (typeof parsed !== "object" || Array.isArray(parsed))) {
          throw badRequest(`パラメータ「${name}」はJSONオブジェクトで指定してください`);
        }
      }
    },
  };
}

/**
 * Subscriptions run over WebSocket only (the client's split link). Over HTTP, an error raised
 * while subscribing (a missing login) is a request error that yoga answered with 500.
 */
function subscriptionsOverWebSocketOnly(): Plugin<Context> {
  return {
    onSubscribe: ({ args }) => {
      if ((args.contextValue as Partial<Context>).request?.transport !== "ws") {
        throw badRequest(SUBSCRIPTION_OVER_HTTP_MESSAGE, "SUBSCRIPTION_REQUIRES_WEBSOCKET");
      }
    },
  };
}

/** yoga's own refusals of a request's transport (body size, Content-Length), said in Japanese. */
export const TRANSPORT_MESSAGES: Record<string, string> = {
  // Yoga's own limit is the upload's (a photo, multipart); JSON bodies meet body-limits.ts first.
  "Request body too large": bodyTooLargeMessage(GRAPHQL_UPLOAD_BODY_BYTES),
  "Content-Length header is invalid.": "Content-Lengthヘッダーが正しくありません",
};

/** yoga refuses these before any of our code runs, in English (decision 0011: refusals are Japanese). */
function japaneseTransportErrors(): Plugin {
  return {
    onResultProcess: ({ result, setResult }) => {
      if (Array.isArray(result) || !("errors" in result) || !result.errors?.length) return;
      if (!result.errors.some((error) => TRANSPORT_MESSAGES[error.message])) return;
      setResult({
        ...result,
        errors: result.errors.map((error) => {
          const message = TRANSPORT_MESSAGES[error.message];
          return message ? createGraphQLError(message, { extensions: error.extensions }) : error;
        }),
      });
    },
  };
}

export function httpRefusals(): Plugin[] {
  return [jsonQueryParams(), subscriptionsOverWebSocketOnly() as Plugin, japaneseTransportErrors()];
}
