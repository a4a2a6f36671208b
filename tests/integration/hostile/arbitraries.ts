// fast-check generators of hostile requests for fuzz.test.ts: odd path parameters (NUL, '../',
// 30-digit numbers, unicode, broken percent-encoding), query strings, bodies of every shape and
// content type, and GraphQL documents from the client's own operations to random text.
import fc from "fast-check";
import { contentType, jsonBody, oddString, oddValue, pathParam, queryString } from "./odd-values.js";

export interface FuzzRequest {
  method: string;
  /** Path and query, already encoded as it goes on the wire. */
  target: string;
  headers: Record<string, string>;
  body?: string;
  asAdmin: boolean;
}

/** A document: one of the client's, one mangled, or made up. */
function graphqlDocument(clientDocuments: string[]) {
  const client = fc.constantFrom(...clientDocuments);
  return fc.oneof(
    { weight: 3, arbitrary: client },
    {
      weight: 3,
      arbitrary: fc.tuple(client, fc.nat(), fc.nat({ max: 20 }), oddString).map(([doc, at, cut, insert]) => {
        const i = at % (doc.length + 1);
        return doc.slice(0, i) + insert + doc.slice(i + cut);
      }),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 80 }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: 1, max: 40 }), fc.constantFrom("menu { taxRate }", "__typename", "taxRate"))
        .map(([n, field]) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(" ")} }`),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: 1, max: 6000 }), fc.constantFrom("a{", "[", "("))
        .map(([n, open]) => `{ ${open.repeat(n)} }`),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "subscription { orderEvents { id } }",
        "mutation { __typename }",
        "{ __schema { types { name fields { name type { name ofType { name } } } } } }",
        "query A { __typename } query B { __typename }",
        "fragment F on Query { ...F } { ...F }",
        "{ __typename @include(if: $x) }",
      ),
    },
  );
}

function graphqlRequest(clientDocuments: string[]) {
  const variables = fc.oneof(
    fc.dictionary(
      fc.oneof(
        fc.constantFrom("id", "code", "input", "method", "date", "email"),
        fc.string({ maxLength: 6 }),
      ),
      oddValue,
      {
        maxKeys: 4,
      },
    ),
    fc.constantFrom(null, [], "x", 1),
  );
  const post = fc
    .record({
      query: graphqlDocument(clientDocuments),
      variables,
      operationName: fc.option(oddString, { nil: undefined }),
      type: contentType,
      raw: fc.option(jsonBody, { freq: 8, nil: undefined }),
      asAdmin: fc.boolean(),
    })
    .map(
      ({ query, variables, operationName, type, raw, asAdmin }): FuzzRequest => ({
        method: "POST",
        target: "/graphql",
        headers: { "content-type": type, accept: "application/graphql-response+json, application/json" },
        body: raw ?? JSON.stringify({ query, variables, operationName }),
        asAdmin,
      }),
    );
  const get = fc
    .record({
      query: graphqlDocument(clientDocuments),
      variables: fc.oneof(
        variables.map((v) => JSON.stringify(v)),
        oddString,
      ),
      extensions: fc.option(oddString, { nil: undefined }),
      accept: fc.constantFrom("application/json", "text/event-stream", "multipart/mixed", "text/html", "*/*"),
      asAdmin: fc.boolean(),
    })
    .map(({ query, variables, extensions, accept, asAdmin }): FuzzRequest => {
      const params = new URLSearchParams({ query, variables });
      if (extensions !== undefined) params.set("extensions", extensions);
      return { method: "GET", target: `/graphql?${params}`, headers: { accept }, asAdmin };
    });
  return fc.oneof({ weight: 3, arbitrary: post }, { weight: 1, arbitrary: get });
}

function restRequest(routes: Array<{ method: string; path: string }>) {
  return fc
    .record({
      route: fc.constantFrom(...routes.filter((r) => r.path !== "/graphql")),
      params: fc.array(pathParam, { minLength: 4, maxLength: 4 }),
      query: fc.option(queryString, { freq: 2, nil: undefined }),
      body: fc.option(jsonBody, { freq: 6, nil: undefined }),
      type: fc.option(contentType, { freq: 6, nil: undefined }),
      method: fc.option(fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"), {
        freq: 6,
        nil: undefined,
      }),
      asAdmin: fc.boolean(),
    })
    .map(({ route, params, query, body, type, method, asAdmin }): FuzzRequest => {
      let i = 0;
      const path = route.path.replace(/:[A-Za-z]+/g, () => params[i++] ?? "1");
      return {
        method: method ?? route.method,
        target: query === undefined ? path : `${path}?${query}`,
        headers: type ? { "content-type": type } : {},
        body,
        asAdmin,
      };
    });
}

export function hostileRequest(
  routes: Array<{ method: string; path: string }>,
  clientDocuments: string[],
): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    { weight: 1, arbitrary: graphqlRequest(clientDocuments) },
    { weight: 1, arbitrary: restRequest(routes) },
  );
}
