// A CSV answer that streams (decision 0050): rows are pulled batch by batch from the database
// only when the client has taken the bytes before (a ReadableStream's pull, so a slow download
// holds one batch in memory, not the range), gzip-compressed on the fly when the request accepts
// it. Cells go through csvCell (formula-neutralised, as the whole-file csvFile).
import { type CsvCell, csvCell } from "./csv.js";

const encoder = new TextEncoder();

const lines = (rows: readonly (readonly CsvCell[])[]) =>
  rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");

/** BOM and header, then each batch the iterator yields, as UTF-8 bytes. */
export function csvStream(
  headers: readonly string[],
  batches: AsyncIterator<readonly (readonly CsvCell[])[]>,
): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(`\uFEFF${lines([headers])}`));
      },
      async pull(controller) {
        const next = await batches.next();
        if (next.done) controller.close();
        else if (next.value.length > 0) controller.enqueue(encoder.encode(lines(next.value)));
      },
      async cancel() {
        await batches.return?.();
      },
    },
    // One chunk ahead at most: the next batch is read when the client has taken this one.
    { highWaterMark: 1 },
  );
}

/** The streamed CSV as a Response: gzip when accepted; never buffered by the compression middleware. */
export function csvResponse(request: Request, filename: string, body: ReadableStream<Uint8Array>): Response {
  const gzip = /(^|[\s,])gzip(\s*;\s*q=(0\.0*[1-9]|1(\.0*)?))?\s*(,|$)/i.test(
    request.headers.get("accept-encoding") ?? "",
  );
  const headers = new Headers({
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": `attachment; filename="${filename}"`,
    // no-transform: the whole-body compression middleware leaves a stream alone.
    "cache-control": "no-store, no-transform",
    vary: "Accept-Encoding",
  });
  if (!gzip) return new Response(body, { headers });
  headers.set("content-encoding", "gzip");
  const gzipped = body.pipeThrough(
    new CompressionStream("gzip") as unknown as TransformStream<Uint8Array, Uint8Array>,
  );
  return new Response(gzipped, { headers });
}
