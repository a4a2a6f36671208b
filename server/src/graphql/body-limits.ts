// Request bodies on /graphql: 1 MB for a JSON operation, as on /api, but a multipart request
// carrying a menu photo (up to 5 MB, decision 0011) may be as large as /api's uploads. Yoga's own
// limit (maxRequestBodySize) is set to the upload size; this plugin holds everything else to the
// JSON size, announced (Content-Length) or counted while reading (chunked).
import { createGraphQLError, type Plugin } from "graphql-yoga";

export const GRAPHQL_UPLOAD_BODY_BYTES = 8 * 1024 * 1024;

/** "…（上限1MB）": the same words as yoga's own refusal of an upload over its limit (http-refusals.ts). */
export const bodyTooLargeMessage = (limit: number) =>
  `リクエストの本文が大きすぎます（上限${Math.round(limit / (1024 * 1024))}MB）`;

const tooLarge = (limit: number) =>
  createGraphQLError(bodyTooLargeMessage(limit), {
    extensions: { http: { status: 413 }, code: "REQUEST_ENTITY_TOO_LARGE" },
  });

const isMultipart = (request: Request) =>
  (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");

export function jsonBodyLimit(limit: number): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser }) {
      if (isMultipart(request)) return;
      const length = request.headers.get("content-length");
      if (length !== null && /^\d+$/.test(length) && Number(length) > limit) throw tooLarge(limit);
      if (!requestParser || !request.body) return;
      const parse = requestParser;
      setRequestParser((req) => {
        let read = 0;
        const body = req.body?.pipeThrough(
          new TransformStream<Uint8Array, Uint8Array>({
            transform(chunk, controller) {
              read += chunk.byteLength;
              if (read > limit) return controller.error(tooLarge(limit));
              controller.enqueue(chunk);
            },
          }),
        );
        return parse(
          new Request(req.url, {
            method: req.method,
            headers: req.headers,
            signal: req.signal,
            body: body ?? null,
            // @ts-expect-error Node's fetch needs it for a streamed body; not in the DOM types.
            duplex: "half",
          }),
        );
      });
    },
  };
}
