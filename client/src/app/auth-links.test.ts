import { ApolloClient, ApolloLink, gql, HttpLink, InMemoryCache } from "@apollo/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readCredentials, storeCredentials } from "../lib/credentials";
import { stubWindow } from "../test-support/fake-window";
import { authLinks } from "./auth-links";

const MeQuery = gql`
  query Me {
    me {
      id
    }
  }
`;
const customer = { accessToken: "token-1", client: "client-1", uid: "hanako@example.jp" };
const admin = { accessToken: "admin-token", client: "admin-client", uid: "admin@karaage.example" };

interface Answer {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** A client with the real links and HttpLink; only fetch (the network) is replaced. */
function setup(path: string, answer: Answer) {
  const requests: Headers[] = [];
  const navigate = vi.fn();
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Headers(init?.headers));
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "content-type": "application/json", ...answer.headers },
    });
  });
  const link = ApolloLink.from([
    authLinks({ navigate, currentPath: () => path }),
    new HttpLink({ uri: "http://shop.test/graphql", fetch }),
  ]);
  const client = new ApolloClient({ link, cache: new InMemoryCache(), devtools: { enabled: false } });
  const query = (context?: { keepSessionOnNotFound?: boolean }) =>
    client.query({ query: MeQuery, fetchPolicy: "network-only", context });
  return { requests, navigate, query };
}

const ok = { body: { data: { me: { __typename: "Customer", id: "1" } } } };
const graphqlError = (code: string) => ({
  body: { data: null, errors: [{ message: "ログインしてください", extensions: { code } }] },
});

beforeEach(() => {
  stubWindow();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("credentials on requests", () => {
  it("sends the customer's access-token, client and uid outside /admin", async () => {
    storeCredentials("customer", customer);
    storeCredentials("admin", admin);
    const { requests, query } = setup("/mypage/info", ok);
    await query();
    expect(requests[0]?.get("access-token")).toBe("token-1");
    expect(requests[0]?.get("client")).toBe("client-1");
    expect(requests[0]?.get("uid")).toBe("hanako@example.jp");
  });

  it("sends the administrator's on /admin pages", async () => {
    storeCredentials("customer", customer);
    storeCredentials("admin", admin);
    const { requests, query } = setup("/admin/setting", ok);
    await query();
    expect(requests[0]?.get("access-token")).toBe("admin-token");
    expect(requests[0]?.get("uid")).toBe("admin@karaage.example");
  });

  it("sends none when nobody is logged in", async () => {
    const { requests, query } = setup("/menu", ok);
    await query();
    expect(requests[0]?.has("access-token")).toBe(false);
  });
});

describe("a refreshed token in the response headers", () => {
  it("is stored for the next request", async () => {
    storeCredentials("customer", customer);
    const { query } = setup("/mypage/info", {
      ...ok,
      headers: {
        "access-token": "token-2",
        client: "client-1",
        uid: "hanako@example.jp",
        expiry: "1893456000",
      },
    });
    await query();
    expect(readCredentials("customer")?.accessToken).toBe("token-2");
  });

  it("is stored even when the call itself failed", async () => {
    storeCredentials("admin", admin);
    const { query } = setup("/admin/setting", {
      ...graphqlError("BAD_USER_INPUT"),
      headers: { "access-token": "admin-token-2", client: "admin-client", uid: "admin@karaage.example" },
    });
    await expect(query()).rejects.toThrow();
    expect(readCredentials("admin")?.accessToken).toBe("admin-token-2");
  });
});

describe("an authenticated call that is refused", () => {
  it("UNAUTHENTICATED clears the customer's credentials and goes to /login", async () => {
    storeCredentials("customer", customer);
    storeCredentials("admin", admin);
    const { navigate, query } = setup("/mypage/info/edit", graphqlError("UNAUTHENTICATED"));
    await expect(query()).rejects.toThrow("ログインしてください");
    expect(readCredentials("customer")).toBeNull();
    expect(readCredentials("admin")).not.toBeNull();
    expect(navigate).toHaveBeenCalledWith("/login", { replace: true, state: { from: "/mypage/info/edit" } });
  });

  it("HTTP 401 on an admin page clears the administrator's and goes to /admin/login", async () => {
    storeCredentials("admin", admin, { name: "山本", role: "OWNER" });
    const { navigate, query } = setup("/admin/order/today", {
      status: 401,
      body: { message: "Unauthorized" },
    });
    await expect(query()).rejects.toThrow();
    expect(readCredentials("admin")).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/admin/login", expect.objectContaining({ replace: true }));
  });

  it("NOT_FOUND counts as a lost session too", async () => {
    storeCredentials("customer", customer);
    const { navigate, query } = setup("/mypage/info", graphqlError("NOT_FOUND"));
    await expect(query()).rejects.toThrow();
    expect(readCredentials("customer")).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/login", expect.anything());
  });

  it("NOT_FOUND keeps the session when the call says a missing record is expected", async () => {
    storeCredentials("admin", admin);
    const { navigate, query } = setup("/admin/setting/9", graphqlError("NOT_FOUND"));
    await expect(query({ keepSessionOnNotFound: true })).rejects.toThrow();
    expect(readCredentials("admin")).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("leaves anonymous visitors where they are", async () => {
    const { navigate, query } = setup("/menu", graphqlError("UNAUTHENTICATED"));
    await expect(query()).rejects.toThrow();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe("a server error", () => {
  it("on a customer call goes to /error", async () => {
    const { navigate, query } = setup("/menu", { status: 500, body: { message: "boom" } });
    await expect(query()).rejects.toThrow();
    expect(navigate).toHaveBeenCalledWith("/error", { state: { status: 500 } });
  });

  it("as the masked internal error goes to /error as well", async () => {
    storeCredentials("customer", customer);
    const { navigate, query } = setup("/mypage/info", graphqlError("INTERNAL_SERVER_ERROR"));
    await expect(query()).rejects.toThrow();
    expect(navigate).toHaveBeenCalledWith("/error", expect.anything());
    expect(readCredentials("customer")).not.toBeNull();
  });

  it("on an admin call stays on the page", async () => {
    storeCredentials("admin", admin);
    const { navigate, query } = setup("/admin/setting", { status: 500, body: { message: "boom" } });
    await expect(query()).rejects.toThrow();
    expect(navigate).not.toHaveBeenCalled();
  });
});
