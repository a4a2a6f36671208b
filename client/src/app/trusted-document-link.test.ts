import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { describe, expect, it } from "vitest";
import { MeDocument } from "../gql/graphql";
import persisted from "../gql/persisted-documents.json";
import { trustedDocumentLink } from "./trusted-document-link";

describe("the trusted document link", () => {
  it("sends a generated operation as its codegen hash, without the document's text", async () => {
    const bodies: Array<Record<string, unknown>> = [];
    const fetch = async (_url: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ data: { me: null } }), {
        headers: { "content-type": "application/json" },
      });
    };
    const client = new ApolloClient({
      link: ApolloLink.from([trustedDocumentLink, new HttpLink({ uri: "http://shop.test/graphql", fetch })]),
      cache: new InMemoryCache(),
    });
    await client.query({ query: MeDocument });
    const hash = (MeDocument as unknown as { __meta__: { hash: string } }).__meta__.hash;
    expect(Object.keys(persisted)).toContain(hash);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      operationName: "Me",
      extensions: { persistedQuery: { version: 1, sha256Hash: hash.replace("sha256:", "") } },
    });
    expect(bodies[0]).not.toHaveProperty("query");
  });
});
