// The one way integration tests speak to a running app: REST under /api and GraphQL at /graphql,
// both as JSON, with whatever headers a test signs in with. Answers are read field by field and
// asserted, hence `Json`; pass a type to `gql<T>()` where a test wants the data typed.

// biome-ignore lint/suspicious/noExplicitAny: responses are read field by field and asserted
export type Json = Record<string, any>;

export type GraphQLError = { message: string; extensions?: Json };
export type GraphQLBody<T = Json> = { data?: T; errors?: GraphQLError[] };

/** A GraphQL operation over HTTP POST: the status, the headers and the JSON body. */
export async function gqlResponse<T = Json>(
  url: string,
  query: string,
  variables: object = {},
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    // application/json: yoga answers GraphQL errors with 200, as the tests that read a status expect.
    headers: { "content-type": "application/json", accept: "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as GraphQLBody<T> };
}

/** A GraphQL operation's body (`data` and `errors`), for tests that do not look at the status. */
export async function gql<T = Json>(
  url: string,
  query: string,
  variables: object = {},
  headers: Record<string, string> = {},
): Promise<GraphQLBody<T>> {
  return (await gqlResponse<T>(url, query, variables, headers)).body;
}

/** A REST call under /api: the status, the JSON body (`{}` when empty) and the headers. */
export async function rest(
  url: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${url}/api${path}`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json, headers: res.headers };
}
