// Requests yoga would otherwise answer with 500 although the fault is the client's: each is
// refused with a 4xx and a Japanese message (docs/decisions/0011-hostile-input.md).
import { createGraphQLError, type Plugin } from "graphql-yoga";
import type { Context } from "../context.js";

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

export function httpRefusals(): Plugin[] {
  return [jsonQueryParams(), subscriptionsOverWebSocketOnly() as Plugin];
}
