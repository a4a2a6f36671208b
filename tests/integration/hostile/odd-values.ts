// The pieces of fuzz.test.ts's hostile requests (arbitraries.ts): odd values for path parameters
// (NUL, '../', 30-digit numbers, unicode, broken percent-encoding), query strings, and bodies of
// every shape and content type.
import fc from "fast-check";

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

export const oddString = fc.oneof(
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

export const oddValue = fc.oneof(
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

export const pathParam = fc.oneof(
  { weight: 3, arbitrary: oddString.map(encode) },
  { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 50 }).map(String) },
);

export const queryString = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 8 })), oddString), {
    maxLength: 4,
  })
  .chain((pairs) =>
    fc.oneof(
      fc.constant(pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join("&")),
      fc.constantFrom(...RAW_SEGMENTS).map((raw) => `${pairs[0]?.[0] ?? "q"}=${raw}`),
    ),
  );

export const jsonBody = fc.oneof(
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

export const contentType = fc.constantFrom(
  "application/json",
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/graphql",
  "application/graphql-response+json",
);
