// Helpers shared by the spec's /api routes: the Hono environment, reading JSON bodies and
// turning domain errors into the spec's `{ errors: [...] }` answers.
import type { HttpBindings } from "@hono/node-server";
import type { Context as HonoContext } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Context } from "../context.js";
import {
  asDomainError,
  BadRequestError,
  httpStatusOf,
  INTERNAL_ERROR_MESSAGE,
  PriceChangedError,
  ServiceUnavailableError,
  ValidationError,
} from "../errors.js";
import { logger } from "../lib/log.js";
import type { Quote } from "../modules/catalog/pricing.js";

export type RestEnv = { Bindings: HttpBindings; Variables: { ctx: Context } };
export type RestContext = HonoContext<RestEnv>;

export const NOT_FOUND_MESSAGE = "お探しのAPIは見つかりませんでした";

/**
 * `{ errors: [...] }` with the status that matches the failure; unexpected errors are logged and masked.
 * A price-changed order also carries its new quote, in the REST shape `restQuote` gives it (the
 * quote module's, handed in by the composition, api.ts, so this helper imports no module).
 */
export function errorResponse(
  c: HonoContext,
  error: unknown,
  restQuote: (quote: Quote) => unknown = (quote) => quote,
): Response {
  const status = httpStatusOf(error) as ContentfulStatusCode;
  const domain = asDomainError(error);
  if (!domain) {
    logger.error({ err: error }, `[api] ${c.req.method} ${c.req.path} failed`);
    return c.json({ errors: [INTERNAL_ERROR_MESSAGE] }, 500);
  }
  if (domain instanceof ServiceUnavailableError) c.header("Retry-After", String(domain.retryAfter));
  if (domain instanceof PriceChangedError) {
    return c.json({ errors: [domain.message], quote: restQuote(domain.quote as Quote) }, status);
  }
  const fieldMessages = domain instanceof ValidationError ? Object.values(domain.fieldErrors).flat() : [];
  return c.json({ errors: fieldMessages.length ? [...new Set(fieldMessages)] : [domain.message] }, status);
}

/**
 * The request body as JSON: an empty body reads as `{}` (the spec's optional bodies), anything
 * that is not a JSON object is a BadRequestError (400).
 */
export async function readJson(c: HonoContext): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    // The client went away mid-body: nothing to answer, nothing to log as a server fault.
    throw new BadRequestError("リクエストが途中で中断されました");
  }
  if (text.trim() === "") return {};
  const type = c.req.header("content-type") ?? "";
  if (type && !/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) {
    throw new BadRequestError("JSON形式（Content-Type: application/json）で送信してください");
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new BadRequestError("JSONの形式が正しくありません");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new BadRequestError("JSONオブジェクトを送信してください");
  }
  return body as Record<string, unknown>;
}
