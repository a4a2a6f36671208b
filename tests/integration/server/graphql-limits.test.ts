import { request as httpRequest } from "node:http";
import { createClient } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { GRAPHQL_LIMITS } from "../../../server/src/graphql/limits.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gqlResponse } from "../../support/http.js";

/** About what the storefront's menu page asks (cost ~130 of the 600 budget). */
const MENU =
  "menu { taxRate lowestPrice categories { id name position products { id name description image " +
  "price priceWithTax lowestPriceWithTax badge tags isTakeout isDelivery " +
  "options { id name price } toppings { id name options { id name price } } } } }";
const aliased = (n: number, selection: string) =>
  `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${selection}`).join(" ")} }`;
/** A valid query `depth` levels deep: introspection's ofType chain nests as far as one likes. */
const nested = (depth: number) =>
  `{ __type(name: "Query") { ${"ofType { ".repeat(depth - 2)}name${" }".repeat(depth - 2)} } }`;

/** Sends `total` bytes in `chunk`-sized writes until the server answers; returns status and bytes sent. */
function sendLargeBody(
  url: string,
  { total, chunk, declareLength }: { total: number; chunk: number; declareLength: boolean },
): Promise<{ status: number; sent: number; connection: string | undefined }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = httpRequest(
      {
        hostname,
        port,
        path: "/graphql",
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(declareLength ? { "content-length": String(total) } : { "transfer-encoding": "chunked" }),
        },
      },
      (res) => {
        answered = true;
        res.resume();
        resolve({ status: res.statusCode ?? 0, sent, connection: res.headers.connection });
        req.destroy();
      },
    );
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const block = Buffer.alloc(chunk, 0x20);
    block.write('{"query":"');
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk;
        if (!req.write(block)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe("limits on GraphQL documents and bodies", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it("refuses a menu query with 1,000 aliases at once, and one with 16", async () => {
    const thousand = await gqlResponse(app.url, aliased(1000, "menu { categories { id } }"));
    expect(thousand.status).toBe(413);
    expect(thousand.body.data).toBeUndefined();
    expect(thousand.body.errors?.[0]?.extensions?.code).toBe("DOCUMENT_TOO_LARGE");
    const compact = await gqlResponse(app.url, aliased(1000, "menu{taxRate}").replaceAll(" ", ""));
    expect(compact.status).toBe(400);
    expect(compact.body.errors?.[0]?.extensions).toMatchObject({ limit: "tokens" });

    const { status, body } = await gqlResponse(
      app.url,
      aliased(GRAPHQL_LIMITS.aliases + 1, "menu { taxRate }"),
    );
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]).toMatchObject({
      message: "クエリの別名（エイリアス）が多すぎます（上限15個）",
      extensions: { code: "QUERY_TOO_COMPLEX", limit: "aliases" },
    });
  });

  it("refuses a query costlier than the budget even within the alias limit", async () => {
    const { status, body } = await gqlResponse(app.url, aliased(5, MENU));
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: "QUERY_TOO_COMPLEX", limit: "cost" });
    // The same selection once is what the storefront asks for, and it is answered.
    const once = await gqlResponse(app.url, `{ ${MENU} }`);
    expect(once.status).toBe(200);
    expect(once.body.errors).toBeUndefined();
  });

  it("refuses depth past the limit, and a document nested 5,000 deep before parsing it", async () => {
    const deep = await gqlResponse(app.url, nested(GRAPHQL_LIMITS.depth + 1));
    expect(deep.status).toBe(400);
    expect(deep.body.errors?.[0]?.extensions).toMatchObject({ code: "QUERY_TOO_COMPLEX", limit: "depth" });

    const abyss = await gqlResponse(app.url, `{ ${"a{".repeat(5000)}a${"}".repeat(5000)} }`);
    expect(abyss.status).toBe(400);
    expect(abyss.body.errors?.[0]).toMatchObject({
      message: "GraphQLの文書の入れ子が深すぎます（上限40段）",
      extensions: { code: "QUERY_TOO_COMPLEX", limit: "nesting" },
    });
    const lists = await gqlResponse(
      app.url,
      `{ menu(method: ${"[".repeat(5000)}${"]".repeat(5000)}) { categories { id } } }`,
    );
    expect(lists.status).toBe(400);
    expect(lists.body.errors?.[0]?.extensions).toMatchObject({ limit: "nesting" });
  });

  it("refuses too many tokens, too many directives and an oversized document", async () => {
    const tokens = await gqlResponse(app.url, `{ ${"a ".repeat(GRAPHQL_LIMITS.tokens)} }`);
    expect(tokens.status).toBe(400);
    expect(tokens.body.errors?.[0]?.message).toBe("GraphQLの文書が長すぎます（上限2,000トークン）");

    const directives = await gqlResponse(app.url, `{ __typename ${"@include(if: true) ".repeat(21)} }`);
    expect(directives.status).toBe(400);
    expect(directives.body.errors?.[0]?.extensions).toMatchObject({ limit: "directives" });

    const large = await gqlResponse(app.url, `{ __typename } # ${"x".repeat(GRAPHQL_LIMITS.documentChars)}`);
    expect(large.status).toBe(413);
    expect(large.body.errors?.[0]).toMatchObject({
      message: "GraphQLの文書が大きすぎます（上限20,000文字）",
      extensions: { code: "DOCUMENT_TOO_LARGE" },
    });
  });

  it("refuses a batch of operations", async () => {
    const res = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify([{ query: "{ __typename }" }, { query: "{ __typename }" }]),
    });
    expect(res.status).toBe(400);
  });

  it("says why a body is refused in Japanese: too large (413), a bad Content-Length (400)", async () => {
    const big = JSON.stringify({ query: "{ __typename }", variables: { pad: "x".repeat(1024 * 1024) } });
    const large = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: big,
    });
    expect(large.status).toBe(413);
    const answer = (await large.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(answer.errors[0]?.message).toBe("リクエストの本文が大きすぎます（上限1MB）");
    expect(answer.errors[0]?.extensions.code).toBe("REQUEST_ENTITY_TOO_LARGE");
  });

  it("refuses a 5 MB body with 413 without reading it to the end, announced or chunked", async () => {
    const total = 5 * 1024 * 1024;
    const announced = await sendLargeBody(app.url, { total, chunk: 64 * 1024, declareLength: true });
    expect(announced.status).toBe(413);
    expect(announced.connection).toBe("close");
    expect(announced.sent).toBeLessThan(total);

    const chunked = await sendLargeBody(app.url, { total, chunk: 64 * 1024, declareLength: false });
    expect(chunked.status).toBe(413);
    expect(chunked.sent).toBeLessThan(total);
    // And the server is still answering.
    expect((await gqlResponse(app.url, "{ __typename }")).status).toBe(200);
  });

  it("applies the same limits to operations over WebSocket, and caps a message's size", async () => {
    const client = createClient({
      url: `${app.url.replace(/^http/, "ws")}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    try {
      const errors = await new Promise<unknown>((resolve) => {
        client.subscribe(
          { query: aliased(GRAPHQL_LIMITS.aliases + 1, "menu { taxRate }") },
          { next: () => {}, error: resolve, complete: () => resolve(null) },
        );
      });
      expect(errors).toEqual([
        expect.objectContaining({ extensions: expect.objectContaining({ limit: "aliases" }) }),
      ]);
    } finally {
      await client.dispose();
    }

    const socket = new WebSocket(`${app.url.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws");
    const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
    await new Promise((resolve) => socket.once("open", resolve));
    socket.send("x".repeat(GRAPHQL_LIMITS.messageBytes + 1));
    expect(await closed).toBe(1009);
  });
});
