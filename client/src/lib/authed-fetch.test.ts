import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { stubWindow } from "../test-support/fake-window";
import { authedFetch } from "./authed-fetch";
import { readCredentials, storeCredentials } from "./credentials";

const session = { accessToken: "token-1", client: "client-1", uid: "staff@karaage.example" };
let server: Server;
let base: string;
const seen: Record<string, string | undefined>[] = [];

beforeAll(async () => {
  // A real HTTP server: /rotate answers with a newer token, /gone with 401.
  server = createServer((req, res) => {
    seen.push({ token: req.headers["access-token"] as string, type: req.headers["content-type"] });
    if (req.url === "/gone") res.writeHead(401).end();
    else
      res
        .writeHead(200, {
          "access-token": "token-2",
          client: "client-1",
          uid: session.uid,
          expiry: "2000000000",
        })
        .end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  stubWindow();
  seen.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe("authedFetch", () => {
  it("sends the realm's credentials with the caller's headers and keeps a rotated token", async () => {
    storeCredentials("admin", session);
    const res = await authedFetch("admin", `${base}/rotate`, { headers: { "content-type": "text/csv" } });
    expect(res?.status).toBe(200);
    expect(seen).toEqual([{ token: "token-1", type: "text/csv" }]);
    expect(readCredentials("admin")?.accessToken).toBe("token-2");
  });

  it("forgets the credentials on 401, as Apollo's link does", async () => {
    storeCredentials("admin", session);
    const res = await authedFetch("admin", `${base}/gone`);
    expect(res?.status).toBe(401);
    expect(readCredentials("admin")).toBeNull();
  });

  it("sends nothing without credentials", async () => {
    expect(await authedFetch("admin", `${base}/rotate`)).toBeNull();
    expect(seen).toEqual([]);
  });
});
