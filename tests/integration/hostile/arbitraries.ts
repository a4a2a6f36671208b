// fast-check generators of hostile requests for fuzz.test.ts: odd path parameters (NUL, '../',
// 30-digit numbers, unicode, broken percent-encoding), query strings, bodies of every shape and
// content type, and GraphQL documents from the client's own operations to random text.
import fc from "fast-check";

export interface FuzzRequest {
  method: string;
  /** Path and query, already encoded as it goes on the wire. */
  target: string;
  headers: Record<string, string>;
  body?: string;
  asAdmin: boolean;
}

/** Percent-encodes UTF-8 bytes (a lone surrogate becomes U+FFFD, where encodeURIComponent throws). */
function encode(value: string): string {
  let out = "";
  for (const byte of new TextEncoder().encode(value)) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/** Values that broke or could break a parser, a database driver or a router. */
const ODD_VALUES = [
  "\u0000",
  "a\u0000b",
  "../",
  "../../etc/passwd",
  "..",
  "123456789012345678901234567890",
  "-1",
  "0",
  "1.5",
  "1e400",
  "9007199254740993",
  "NaN",
  "null",
  "true",
  "からあげ",
  "ｶﾗｱｹﾞ",
  "７３００００３５",
  "😀",
  "\uD800",
  "' OR 1=1 --",
  '"); DROP TABLE "Order"; --',
  "<script>alert(1)</script>",
  " ",
  "",
  "%",
  "\r\nX-Injected: 1",
];

/** Encoded forms a browser would never send but a client can. */
const RAW_SEGMENTS = [
  "%00",
  "a%00b",
  "..%2F..%2Fetc",
  "%2e%2e",
  "%ZZ",
  "%",
  "%E3%81",
  "%F0%9F%98%80",
  "%C0%AE",
];

const BODY_KEYS = [
  "email",
  "password",
  "password_confirmation",
  "first_name",
  "last_name",
  "first_name_kana",
  "last_name_kana",
  "postal_code",
  "prefecture_id",
  "address",
  "tel",
  "product_id",
  "product_option_id",
  "topping_option_ids",
  "quantity",
  "order_method",
  "provision_method",
  "receiving_time",
  "payment_method",
  "use_car",
  "car_number",
  "items",
  "order_details",
  "confirmation_token",
  "reset_password_token",
  "redirect_url",
  "page",
  "per_page",
  "date",
  "status",
];

const QUERY_KEYS = [...BODY_KEYS, "zipcode", "query", "variables", "extensions", "operationName", "method"];

const oddString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_VALUES) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String) },
);

const oddScalar = fc.oneof(
  { weight: 4, arbitrary: oddString },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  {
    weight: 1,
    arbitrary: fc.constantFrom(true, false, null, Number.POSITIVE_INFINITY, -0, Number.MAX_SAFE_INTEGER + 2),
  },
);

const oddValue = fc.oneof(
  { weight: 4, arbitrary: oddScalar },
  { weight: 1, arbitrary: fc.array(oddScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...BODY_KEYS), oddScalar, { maxKeys: 4 }) },
  {
    weight: 1,
    arbitrary: fc.array(fc.dictionary(fc.constantFrom(...BODY_KEYS), oddScalar, { maxKeys: 4 }), {
      maxLength: 3,
    }),
  },
);

const pathParam = fc.oneof(
  { weight: 3, arbitrary: oddString.map(encode) },
  { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 50 }).map(String) },
);

const queryString = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 8 })), oddString), {
    maxLength: 4,
  })
  .chain((pairs) =>
    fc.oneof(
      fc.constant(pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join("&")),
      fc.constantFrom(...RAW_SEGMENTS).map((raw) => `${pairs[0]?.[0] ?? "q"}=${raw}`),
    ),
  );

const jsonBody = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .dictionary(fc.constantFrom(...BODY_KEYS), oddValue, { maxKeys: 8 })
      .map((o) => JSON.stringify(o)),
  },
  { weight: 1, arbitrary: fc.json({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 3000 }).map((n) => `${"[".repeat(n)}${"]".repeat(n)}`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "",
      "{",
      "null",
      "[]",
      '{"__proto__":{"admin":true}}',
      "\u0000",
      '[{"query":"{ __typename }"},{"query":"{ __typename }"}]',
    ),
  },
);

const contentType = fc.constantFrom(
  "application/json",
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/graphql",
  "application/graphql-response+json",
);

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
