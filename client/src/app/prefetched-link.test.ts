import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { Observable } from "rxjs";
import { afterEach, describe, expect, it } from "vitest";
import { MeDocument } from "../gql/graphql";
import { PREFETCH_GLOBAL, type Prefetch, prefetchedLink } from "./prefetched-link";

const store = globalThis as unknown as Record<string, Prefetch | undefined>;

function client(network: () => ApolloLink.Result) {
  const calls: string[] = [];
  const terminal = new ApolloLink((operation) => {
    calls.push(operation.operationName ?? "");
    return new Observable((observer) => {
      observer.next(network());
      observer.complete();
    });
  });
  const apollo = new ApolloClient({
    link: ApolloLink.from([prefetchedLink, terminal]),
    cache: new InMemoryCache(),
  });
  return { apollo, calls };
}

afterEach(() => {
  delete store[PREFETCH_GLOBAL];
});

describe("the prefetched link", () => {
  it("answers the same operation and variables with the prefetched result, once", async () => {
    store[PREFETCH_GLOBAL] = {
      key: "Me{}",
      result: Promise.resolve({ data: { me: { __typename: "Customer", id: "7" } } }),
    };
    const { apollo, calls } = client(() => ({ data: { me: { __typename: "Customer", id: "8" } } }));
    const first = await apollo.query({ query: MeDocument, fetchPolicy: "network-only" });
    expect(first.data).toEqual({ me: { __typename: "Customer", id: "7" } });
    expect(calls).toEqual([]);
    const second = await apollo.query({ query: MeDocument, fetchPolicy: "network-only" });
    expect(second.data).toEqual({ me: { __typename: "Customer", id: "8" } });
    expect(calls).toEqual(["Me"]);
  });

  it("goes to the network when the prefetch failed or asked something else", async () => {
    store[PREFETCH_GLOBAL] = { key: "Me{}", result: Promise.resolve(null) };
    const { apollo, calls } = client(() => ({ data: { me: null } }));
    expect((await apollo.query({ query: MeDocument })).data).toEqual({ me: null });
    expect(calls).toEqual(["Me"]);

    store[PREFETCH_GLOBAL] = { key: 'Me{"x":1}', result: Promise.resolve({ data: { me: null } }) };
    await apollo.query({ query: MeDocument, fetchPolicy: "network-only" });
    expect(calls).toEqual(["Me", "Me"]);
    expect(store[PREFETCH_GLOBAL]).toBeDefined();
  });
});
